import { messageKey } from '@portal/i18n/browser';
import { type EcomPrecheck, ecomRecordView, recordViewLines, SECRET_MASK } from '@portal/shared';
import { FULL_ECOM_RECORD, RECEIVED_REVIEW } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '@/lib/i18n';
import { renderedDetailLines } from '@/test/detail-lines';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { valueOf } from '@/test/table';
import { EcomPrecheckDetail } from './ecom-precheck-detail';

/** As GET /precheck/{id} answers: numbers as numbers, empty optional answers left out. */
const record: EcomPrecheck = {
  id: '00000000-0000-4000-8000-000000000042',
  reference: 'E-0000-0042',
  reg: 'us',
  srv: ['incorporation', 'creditCard', 'whitelabelGateway'],
  createdAt: '2024-01-05T12:00:00.000Z',
  ...RECEIVED_REVIEW,
  genInfo: {
    genComp: 'Nordlicht Commerce GmbH',
    genAddr: 'Königstraße 10, 70173 Stuttgart',
    genDirName: 'Sören Weiß',
    genDirEmail: 'soeren@nordlicht.example',
    genDirAddr: 'Schloßplatz 1, Stuttgart',
    genTaxID: 'DE811234567',
    genDesc: 'Online shop for outdoor equipment',
    genPrice: '1.9% + €0.25',
    genUrl: 'https://nordlicht.example',
    genUser: 'reviewer',
    genFullName: 'Lena Fuchs',
    genEmail: 'lena.fuchs@nordlicht.example',
    genPhone: '+49 711 123456',
  },
  ccpInfo: {
    ccpFulfill: 'Shipped within 2 days',
    ccpCallCtr: 'In-house, 9-18',
    ccpLic: 'yes',
    ccpBankAcq: 'Acquirer Bank AG',
    ccpAvgTxVal: 89.9,
    ccpCurrMonthVol: 120000,
    ccpExpMonthVol: 200000,
  },
  wlInfo: {
    wlExpMonthVol: 750000,
    wlExpTxCount: 9000,
    wlAvgTxVal: 83,
    wlLicense: 'no',
    wlGatewayFeatures: ['riskManagement', 'other'],
    wlOtherGateway: 'Tokenisation vault',
    wlTargetMarkets: 'DACH, Nordics',
    wlBankAcquirers: 'Two European acquirers',
    wlAltBilling: 'SEPA direct debit',
  },
  incInfo: {
    incSuggestedName: 'Nordlicht US LLC',
    incOfficeInUSA: 'no',
    incCompanyDescription: 'US subsidiary',
    incMonthlyVolume: 80000,
    incAvgTransactionValue: 95,
    incBillingDescriptor1: 'NORDLICHT US',
    incCityField: 'Wilmington',
    incBOName1: 'Sören Weiß',
    incBONationality1: 'German',
    incBOAddress1: 'Schloßplatz 1, Stuttgart',
    incBOShares1: 60,
    incDirectorName1: 'Sören Weiß',
    incDirectorNationality1: 'German',
    incDirectorName2: 'Ana Núñez',
    incDirectorNationality2: 'Spanish',
  },
};

/** An admin looking at the record (merchants see it without review or Delete). */
const ADMIN = { id: '00000000-0000-4000-8000-0000000000ad', role: 'admin' } as const;

function renderDetail(canDelete: boolean, id = record.id) {
  return renderAt(
    <EcomPrecheckDetail id={id} reviewer={canDelete ? ADMIN : undefined} />,
    `/precheck/${id}`,
    {
      entries: [`/precheck/${id}`],
      landings: ['/precheck'],
    },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('e-commerce pre-check detail', () => {
  it('shows the general information with region, linked services and date, then each service section', async () => {
    mockFetch(() => jsonResponse(200, record));
    renderDetail(true);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'eCommerce Pre-check for Nordlicht Commerce GmbH',
      }),
    ).toBeInTheDocument();

    const general = region('General Information');
    expect(valueOf('Reference', general)).toHaveTextContent('E-0000-0042');
    expect(valueOf('Region', general)).toHaveTextContent('United States');
    expect(valueOf('Submitted', general)).toHaveTextContent('Jan 5, 2024');
    const links = within(valueOf('Services', general)).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Credit card processing', '#ccpInfo'],
      ['Whitelabel gateway', '#wlInfo'],
      ['Company incorporation', '#incInfo'],
    ]);
    // Every link leads to a section (a named region) with that id.
    const regionIds = screen.getAllByRole('region').map((section) => section.id);
    for (const link of links) expect(regionIds).toContain(link.getAttribute('href')!.slice(1));

    // Then the genInfo answers in catalogue order; an unanswered optional one is a dash.
    const labels = within(general)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(labels.slice(0, 5)).toEqual(['Reference', 'Region', 'Services', 'Submitted', 'Company name']);
    expect(labels.at(-1)).toBe('Referral source');
    expect(valueOf('Skype', general)).toHaveTextContent('-');
    expect(within(valueOf('Email', general)).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:lena.fuchs@nordlicht.example',
    );

    const card = region('Credit Card Processing');
    expect(card).toHaveAttribute('id', 'ccpInfo');
    expect(valueOf('License held', card)).toHaveTextContent('Yes');
    expect(valueOf('Average transaction value', card)).toHaveTextContent('89.9');
    expect(valueOf('Current monthly volume', card)).toHaveTextContent('120,000');
    expect(valueOf('Current MCC', card)).toHaveTextContent('-');

    const gateway = region('Whitelabel Gateway');
    expect(valueOf('Needed gateway features', gateway)).toHaveTextContent('Risk management, Other');
    expect(valueOf('Expected monthly volume (EUR/USD)', gateway)).toHaveTextContent('750,000');
    expect(valueOf('License held', gateway)).toHaveTextContent('No');
    expect(screen.queryByRole('region', { name: 'ACH (Clearing House)' })).not.toBeInTheDocument();
  });

  it('masks the website password, fetching it on its own call for each reveal and forgetting it on hide', async () => {
    const { calls } = mockFetch(({ url }) =>
      url.pathname.endsWith('/secret')
        ? jsonResponse(200, { genPass: 'S3cr3t-Pässwort!' })
        : jsonResponse(200, record),
    );
    const { user } = renderDetail(true);
    await screen.findByRole('heading', { level: 1 });
    const secretCalls = () => calls.filter(({ url }) => url.pathname === `/api/precheck/${record.id}/secret`);
    const cell = valueOf('Website password');
    expect(cell).toHaveTextContent('Password hidden');
    expect(secretCalls()).toHaveLength(0);

    const reveal = within(cell).getByRole('button', { name: 'Show password' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await user.click(reveal);
    expect(await within(cell).findByText('S3cr3t-Pässwort!')).toBeInTheDocument();
    expect(secretCalls()).toHaveLength(1);
    const hide = within(cell).getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(cell).not.toHaveTextContent('S3cr3t-Pässwort!');

    // Each reveal is a disclosure the audit log records: nothing is kept to show again silently.
    await user.click(within(cell).getByRole('button', { name: 'Show password' }));
    expect(await within(cell).findByText('S3cr3t-Pässwort!')).toBeInTheDocument();
    expect(secretCalls()).toHaveLength(2);
  });

  it('says so when the password cannot be fetched, and stays masked', async () => {
    mockFetch(({ url }) =>
      url.pathname.endsWith('/secret')
        ? errorResponse(500, 'internal_error', 'boom')
        : jsonResponse(200, record),
    );
    const { user } = renderDetail(true);
    await screen.findByRole('heading', { level: 1 });
    const cell = valueOf('Website password');
    await user.click(within(cell).getByRole('button', { name: 'Show password' }));
    expect(await within(cell).findByRole('alert')).toHaveTextContent(
      'The password could not be loaded. Please try again.',
    );
    expect(cell).toHaveTextContent('Password hidden');
  });

  it('shows the second owner only with a name, the second director here, under their sub-headings', async () => {
    mockFetch(() => jsonResponse(200, record));
    renderDetail(true);
    await screen.findByRole('heading', { level: 1 });
    const inc = region('Company Incorporation');
    const headings = within(inc)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Company Incorporation',
      'Beneficial owner',
      'Director',
      'Second director (optional)',
    ]);
    // Owner 1 and both directors have a name and a nationality; the second owner has no rows at all.
    expect(within(inc).getAllByRole('rowheader', { name: 'Name' })).toHaveLength(3);
    expect(within(inc).getAllByRole('rowheader', { name: 'Nationality' })).toHaveLength(3);
    expect(within(inc).getAllByRole('rowheader', { name: 'Shares (%)' })).toHaveLength(1);
    expect(within(inc).getByText('Ana Núñez')).toBeInTheDocument();
    expect(valueOf('Office in the USA', inc)).toHaveTextContent('No');
    expect(valueOf('Current merchant name', inc)).toHaveTextContent('-');
  });

  it('speaks the UI language, dates, amounts and options included', async () => {
    await i18n.changeLanguage('de');
    mockFetch(() => jsonResponse(200, record));
    renderDetail(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: /E-Commerce-Vorabprüfung für/ }),
    ).toBeInTheDocument();
    expect(valueOf('Eingereicht')).toHaveTextContent('5. Jan. 2024');
    expect(valueOf('Region')).toHaveTextContent('Vereinigte Staaten');
    expect(within(valueOf('Leistungen')).getAllByRole('link')[0]).toHaveAttribute('href', '#ccpInfo');
  });

  it.each(['en', 'de'])(
    'shows exactly the rows of the record view in %s, the view the PDF prints (every service, both owners and directors)',
    async (language) => {
      await i18n.changeLanguage(language);
      mockFetch(() => jsonResponse(200, FULL_ECOM_RECORD));
      renderDetail(false, FULL_ECOM_RECORD.id);
      const view = ecomRecordView(
        FULL_ECOM_RECORD,
        (key, vars) => i18n.t(messageKey(key), vars),
        currentLanguage(),
      );
      expect(await screen.findByRole('heading', { level: 1, name: view.title })).toBeInTheDocument();
      expect(renderedDetailLines(document.body)).toEqual(recordViewLines(view));
      const lines = recordViewLines(view);
      expect(new Set(lines.map((line) => line.section)).size).toBe(8);
      expect(lines.filter((line) => line.subsection !== null)).not.toHaveLength(0);
      expect(lines.find((line) => line.value === SECRET_MASK)).toBeDefined();
    },
  );

  it('hides Delete from merchants but offers the PDF', async () => {
    mockFetch(() => jsonResponse(200, record));
    renderDetail(false);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View PDF' })).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { calls } = mockFetch(({ method }) =>
      method === 'DELETE' ? jsonResponse(204) : jsonResponse(200, record),
    );
    const { user } = renderDetail(true);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this pre-check?' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete the eCommerce pre-check of Nordlicht Commerce GmbH?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('landed on /precheck')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(`/api/precheck/${record.id}`);
  });

  it('opens the PDF in the UI language', async () => {
    await i18n.changeLanguage('it');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-2');
    URL.revokeObjectURL = vi.fn();
    const { calls } = mockFetch(({ url }) =>
      url.pathname.endsWith('/pdf')
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 })
        : jsonResponse(200, record),
    );
    const { user } = renderDetail(true);
    await user.click(await screen.findByRole('button', { name: 'Visualizzi il PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-2'));
    const pdfCall = calls.find((call) => call.url.pathname.endsWith('/pdf'));
    expect(pdfCall?.url.pathname).toBe(`/api/precheck/${record.id}/pdf`);
    expect(pdfCall?.url.searchParams.get('language')).toBe('it');
  });

  it("shows the error label and 'Error fetching precheck data' when loading fails", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Boom'));
    renderDetail(false);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Error fetching precheck data');
  });
});
