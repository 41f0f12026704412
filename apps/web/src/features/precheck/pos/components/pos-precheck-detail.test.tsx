import { messageKey } from '@portal/i18n/browser';
import { type PosPrecheck, posRecordView, recordViewLines } from '@portal/shared';
import { FULL_POS_RECORD } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '@/lib/i18n';
import { renderedDetailLines } from '@/test/detail-lines';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { valueOf } from '@/test/table';
import { PosPrecheckDetail } from './pos-precheck-detail';

/** As GET /precheck-pos/{id} answers it, the optional answers left unanswered. */
const record: PosPrecheck = {
  ...FULL_POS_RECORD,
  id: '00000000-0000-4000-8000-000000000007',
  creditorId: null,
  locations: null,
  mobile: null,
  onlineShop: null,
};

/** An admin looking at the record (merchants see it without review or Delete). */
const ADMIN = { id: '00000000-0000-4000-8000-0000000000ad', role: 'admin' } as const;

function renderDetail(canDelete: boolean, id = record.id) {
  return renderAt(
    <PosPrecheckDetail id={id} reviewer={canDelete ? ADMIN : undefined} />,
    `/precheck-pos/${id}`,
    {
      entries: [`/precheck-pos/${id}`],
      landings: ['/precheck-pos'],
    },
  );
}

describe('POS pre-check detail', () => {
  it('shows every field, translated and formatted', async () => {
    mockFetch(() => jsonResponse(200, record));
    renderDetail(true);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'POS Pre-check for Café Müller GmbH' }),
    ).toBeInTheDocument();

    expect(valueOf('Desired card acceptance')).toHaveTextContent(
      'Visa/Mastercard, Girocard/EC cash, American Express',
    );
    expect(valueOf('Additional services')).toHaveTextContent('Online document archiving, DCC');
    expect(within(valueOf('Website')).getByRole('link')).toHaveAttribute('target', '_blank');
    expect(within(valueOf('Website')).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(valueOf('Website')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.cafe-mueller.de',
    );
    expect(within(valueOf('Email address')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:jonas@example.com',
    );
    expect(valueOf('Terminals needed')).toHaveTextContent('Yes');
    expect(valueOf('Connection to a checkout system')).toHaveTextContent('No');
    expect(valueOf('Cash cut')).toHaveTextContent('Detailed');
    expect(valueOf('Tip')).toHaveTextContent('Without signature');
    expect(valueOf('Monthly card turnover (€)')).toHaveTextContent(/^€25,000\.00$/);
    expect(valueOf('Average receipt size (€)')).toHaveTextContent(/^€18\.50$/);
    expect(valueOf('Creditor ID')).toHaveTextContent('-');
    expect(valueOf('Submitted')).toHaveTextContent('1/5/2024');

    // Rows follow the form's order.
    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(labels.indexOf('Company Name')).toBeLessThan(labels.indexOf('Contact Person'));
    expect(labels.indexOf('Online shop URL')).toBeLessThan(labels.indexOf('Current Provider'));
    expect(labels.at(-1)).toBe('Tip');
  });

  it('speaks the UI language, dates and amounts included', async () => {
    await i18n.changeLanguage('de');
    mockFetch(() => jsonResponse(200, record));
    renderDetail(true);
    expect(await screen.findByRole('heading', { name: /POS-Vorabprüfung für/ })).toBeInTheDocument();
    expect(valueOf('Zusatzleistungen')).toHaveTextContent('Online-Dokumentenarchivierung, DCC');
    expect(valueOf('Terminals benötigt')).toHaveTextContent('Ja');
    expect(valueOf('Eingereicht')).toHaveTextContent('5.1.2024');
    expect(valueOf('Monatlicher Kartenumsatz (€)')).toHaveTextContent(/^25\.000,00\s€$/);
  });

  it.each(['en', 'de'])(
    'shows exactly the rows of the record view in %s, the view the PDF prints (every field filled)',
    async (language) => {
      await i18n.changeLanguage(language);
      mockFetch(() => jsonResponse(200, FULL_POS_RECORD));
      renderDetail(false, FULL_POS_RECORD.id);
      const view = posRecordView(
        FULL_POS_RECORD,
        (key, vars) => i18n.t(messageKey(key), vars),
        currentLanguage(),
      );
      expect(await screen.findByRole('heading', { level: 1, name: view.title })).toBeInTheDocument();
      expect(renderedDetailLines(document.body)).toEqual(recordViewLines(view));
      expect(view.sections.map((section) => section.key)).toEqual([
        'general',
        'contact',
        'product',
        'further',
      ]);
    },
  );

  it('hides Delete from merchants but offers the PDF', async () => {
    mockFetch(() => jsonResponse(200, record));
    renderDetail(false);
    await screen.findByRole('heading', { name: /POS Pre-check for/ });
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
    expect(dialog).toHaveTextContent('Do you really want to delete the POS pre-check of Café Müller GmbH?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('landed on /precheck-pos')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(
      `/api/precheck-pos/${record.id}`,
    );
  });

  it('keeps the dialog open and explains a failed delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(({ method }) =>
      method === 'DELETE'
        ? errorResponse(403, 'forbidden', 'You are not allowed to do this')
        : jsonResponse(200, record),
    );
    const { user } = renderDetail(true);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('The record could not be deleted.')).toBeInTheDocument();
    expect(within(dialog).getByText('You are not allowed to do this')).toBeInTheDocument();
  });

  it('opens the PDF in the UI language in a tab opened at the click', async () => {
    await i18n.changeLanguage('it');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
    URL.revokeObjectURL = vi.fn();
    const { calls } = mockFetch(({ url }) =>
      url.pathname.endsWith('/pdf')
        ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 })
        : jsonResponse(200, record),
    );
    localStorage.setItem('authToken', 'token-1');
    const { user } = renderDetail(true);
    await user.click(await screen.findByRole('button', { name: 'Visualizzi il PDF' }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/pdf-1'));
    const pdfCall = calls.find((call) => call.url.pathname.endsWith('/pdf'));
    expect(pdfCall?.url.pathname).toBe(`/api/precheck-pos/${record.id}/pdf`);
    expect(pdfCall?.url.searchParams.get('language')).toBe('it');
    expect(pdfCall?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and says so when the PDF cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockFetch(({ url }) =>
      url.pathname.endsWith('/pdf')
        ? errorResponse(404, 'not_found', 'Not found')
        : jsonResponse(200, record),
    );
    const { user } = renderDetail(true);
    await user.click(await screen.findByRole('button', { name: 'View PDF' }));
    expect(await screen.findByText('The PDF could not be opened.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("shows 'Failed to fetch Precheck POS' when loading fails", async () => {
    mockFetch(() => errorResponse(500, 'internal_error', 'Boom'));
    renderDetail(false);
    expect(
      await screen.findByText('Failed to fetch Precheck POS', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says a record that is gone or not theirs is not found, leading a merchant back to the overview', async () => {
    mockFetch(() => errorResponse(404, 'not_found', 'Not found'));
    renderDetail(false);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/merchant');
  });

  it('leads an admin back to the POS list from a record that is not found', async () => {
    mockFetch(() => errorResponse(404, 'not_found', 'Not found'));
    renderDetail(true);
    expect(await screen.findByRole('link', { name: 'Back to POS Pre-checks' })).toHaveAttribute(
      'href',
      '/precheck-pos',
    );
  });

  it('leads a reviewer back to the POS list too, and offers no Delete', async () => {
    mockFetch(() => jsonResponse(200, record));
    renderAt(
      <PosPrecheckDetail id={record.id} reviewer={{ ...ADMIN, role: 'reviewer' }} />,
      `/precheck-pos/${record.id}`,
      {
        entries: [`/precheck-pos/${record.id}`],
      },
    );
    expect(await screen.findByRole('heading', { name: /for Café Müller GmbH/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("marks the answers the applicant's latest update changed, for the team only", async () => {
    const updated = { ...record, version: 2 };
    mockFetch(({ url }) =>
      url.pathname.endsWith('/versions')
        ? jsonResponse(200, {
            items: [
              { version: 1, at: '2024-01-05T12:00:00.000Z', changedFields: [] },
              { version: 2, at: '2024-01-07T09:00:00.000Z', changedFields: ['turnover', 'tip'] },
            ],
          })
        : url.pathname.endsWith('/history')
          ? jsonResponse(200, { items: [] })
          : jsonResponse(200, updated),
    );
    renderDetail(true);
    const turnover = await screen.findByRole('rowheader', { name: /Monthly card turnover/ });
    await waitFor(() => expect(turnover).toHaveTextContent('Changed'));
    expect(screen.getByRole('rowheader', { name: /^Tip/ })).toHaveTextContent('Changed');
    expect(screen.getByRole('rowheader', { name: 'Company Name' })).not.toHaveTextContent('Changed');
  });
});
