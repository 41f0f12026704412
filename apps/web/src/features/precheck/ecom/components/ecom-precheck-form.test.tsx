import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type MockRequest } from '@/test/fetch-mock';
import { continueAndSubmit, continueButton, createdAnswer, submitAnother } from '@/test/precheck-form';
import { renderRoutes } from '@/test/render';
import { CreateEcomPrecheck, type CreateEcomPrecheckProps } from './create-ecom-precheck';

// The real widget is a web component doing proof of work in workers; here a button stands in for it.
vi.mock('@/features/captcha/altcha-widget', async () => {
  const { useImperativeHandle } = await import('react');
  return {
    default: function FakeAltchaWidget({
      onToken,
      ref,
    }: {
      onToken: (token: string | null) => void;
      ref?: React.Ref<{ reset: () => void }>;
    }) {
      useImperativeHandle(ref, () => ({ reset: () => onToken(null) }));
      return (
        <button type="button" onClick={() => onToken('c29sdmVk')}>
          Solve the captcha
        </button>
      );
    },
  };
});

type Api = { post?: (request: MockRequest) => Response };

function api({ post = () => jsonResponse(201, createdAnswer('E-4DZ8-NB6R')) }: Api = {}) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/captcha/config') return jsonResponse(200, { provider: 'altcha' });
    if (request.url.pathname === '/api/precheck' && request.method === 'POST') return post(request);
    return errorResponse(404, 'not_found', 'Not found');
  });
}

const DRAFT_KEY = 'precheck-ecom:test';

function renderForm(props: Partial<CreateEcomPrecheckProps> = {}) {
  const { variant = 'internal', draftKey = DRAFT_KEY } = props;
  const path = variant === 'public' ? '/p/add-precheck' : '/add-precheck';
  return renderRoutes([{ path, element: <CreateEcomPrecheck variant={variant} draftKey={draftKey} /> }], {
    entries: [path],
  });
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const section = (name: string) => screen.getByRole('group', { name });
/** The review's Submit, which sends. */
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const posts = (calls: MockRequest[]) => calls.filter((call) => call.method === 'POST');
const summaryLinks = async () => {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

/** The messages of the general information when nothing is entered (spec §5), in form order. */
const GENERAL_MESSAGES = [
  'Company name is required',
  'Company address: Address is required',
  'Director name is required',
  'Director email: Email is required',
  'Director address: Address is required',
  'Federal Tax ID: Tax ID is required',
  'Business description: Description is required',
  'Pricing is required',
  'Website URL: URL is required',
  'Website username: Required',
  'Website password: Required',
  'Full name: Name is required',
  'Email is required',
];

const GENERAL_ANSWERS: [RegExp, string][] = [
  [/^Company name/, 'Nordlicht Commerce GmbH'],
  [/^Company address/, 'Königstraße 10, 70173 Stuttgart'],
  [/^Director name/, 'Sören Weiß'],
  [/^Director email/, 'soeren@nordlicht.example'],
  [/^Director address/, 'Schloßplatz 1, Stuttgart'],
  [/^Federal Tax ID/, 'DE811234567'],
  [/^Business description/, 'Online shop for outdoor equipment'],
  [/^Pricing/, '1.9% + €0.25'],
  [/^Website URL/, 'https://nordlicht.example'],
  [/^Website username/, 'reviewer'],
  [/^Website password/, 'S3cr3t-Pässwort!'],
  [/^Full name/, 'Lena Fuchs'],
  [/^Email/, 'Lena.Fuchs@Nordlicht.example'],
];

/** Pasting keeps the many long entries fast. */
async function fill(user: UserEvent, entries: [RegExp, string][], scope: HTMLElement = document.body) {
  for (const [label, value] of entries) {
    await user.click(within(scope).getByLabelText(label));
    await user.paste(value);
  }
}

async function fillCreditCard(user: UserEvent) {
  await user.click(field('Credit card processing'));
  const card = section('Credit Card Processing');
  await fill(
    user,
    [
      [/^Fulfillment/, 'Shipped within 2 days'],
      [/^Call center/, 'In-house, 9-18'],
      [/^Current bank acquirers/, 'Acquirer Bank AG'],
      [/^Average transaction value/, '89.90'],
      [/^Current monthly volume/, '120000'],
      [/^Expected monthly volume/, '200000'],
    ],
    card,
  );
  await user.selectOptions(within(card).getByLabelText(/^License held/), 'yes');
}

// Filling a long form in jsdom takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('e-commerce pre-check form', () => {
  it('offers region and the seven services in form order, the general section, defaults and asterisks', () => {
    api();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Pre-check Form' })).toBeInTheDocument();
    expect(field(/^Region/)).toHaveValue('us');
    const services = within(screen.getByRole('group', { name: /^Services/ })).getAllByRole('checkbox');
    expect(services).toHaveLength(7);
    expect(
      ['Credit card processing', 'ACH', 'Corporate banking', 'Affiliate payout program', 'Whitelabel gateway']
        .concat(['Alternative billing EU', 'Company incorporation'])
        .map((name) => screen.getByRole('checkbox', { name })),
    ).toEqual(services);
    for (const box of services) expect(box).not.toBeChecked();

    expect(section('General Information')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Credit Card Processing' })).not.toBeInTheDocument();
    expect(field(/^Company name/)).toBeRequired();
    expect(field(/^Skype/)).not.toBeRequired();
    expect(field(/^Phone/)).not.toBeRequired();
    expect(field(/^Referral source/)).not.toBeRequired();
    expect(field(/^Website password/)).toHaveAttribute('type', 'password');
    expect(screen.getByText('Fields marked with * are required.')).toBeInTheDocument();
    expect(screen.queryByText('Security check')).not.toBeInTheDocument();
  });

  it('unticks and disables the services a new region does not offer', async () => {
    api();
    const { user } = renderForm();
    await user.click(field('ACH'));
    await user.click(field('Credit card processing'));
    await user.click(field('Alternative billing EU'));
    expect(section('ACH (Clearing House)')).toBeInTheDocument();

    await user.selectOptions(field(/^Region/), 'eu');
    expect(field('ACH')).not.toBeChecked();
    expect(field('ACH')).toBeDisabled();
    expect(field('Alternative billing EU')).toBeChecked();
    expect(screen.queryByRole('group', { name: 'ACH (Clearing House)' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Not offered in this region')).toHaveLength(1);

    await user.selectOptions(field(/^Region/), 'other');
    for (const name of ['ACH', 'Corporate banking', 'Alternative billing EU']) {
      expect(field(name)).toBeDisabled();
      expect(field(name)).not.toBeChecked();
    }
    expect(screen.getAllByText('Not offered in this region')).toHaveLength(3);
    expect(field('Credit card processing')).toBeChecked();
    expect(field('Company incorporation')).toBeEnabled();
    expect(section('Credit Card Processing')).toBeInTheDocument();

    await user.selectOptions(field(/^Region/), 'us');
    expect(field('ACH')).toBeEnabled();
    expect(field('ACH')).not.toBeChecked();
    expect(screen.queryByText('Not offered in this region')).not.toBeInTheDocument();
  });

  it('shows a section while its service is ticked, with sub-headings and catalogue defaults', async () => {
    api();
    const { user } = renderForm();
    await user.click(field('ACH'));
    const ach = within(section('ACH (Clearing House)'));
    expect(ach.getByRole('group', { name: 'Customer service manager' })).toBeInTheDocument();
    expect(ach.getByRole('group', { name: 'Transaction information' })).toBeInTheDocument();
    // ACH yes/no selects default to no (spec §9).
    for (const label of [/^Refund policy/, /^Refund capability/, /^ACH credit capability/]) {
      expect(ach.getByLabelText(label)).toHaveValue('no');
    }

    await user.click(field('Whitelabel gateway'));
    expect(within(section('Whitelabel Gateway')).getByLabelText(/^License held/)).toHaveValue('no');
    await user.click(field('Credit card processing'));
    // Without a default, nothing is preselected.
    expect(within(section('Credit Card Processing')).getByLabelText(/^License held/)).toHaveValue('');

    await user.click(field('Corporate banking'));
    expect(
      within(section('Corporate Banking')).getByRole('group', {
        name: 'Expected incoming funds for the next 365 days',
      }),
    ).toBeInTheDocument();
    await user.click(field('Company incorporation'));
    const inc = within(section('Company Incorporation'));
    expect(inc.getByRole('group', { name: 'Second beneficial owner (optional)' })).toBeInTheDocument();
    expect(inc.getByRole('group', { name: 'Second director (optional)' })).toBeInTheDocument();

    await user.click(field('ACH'));
    expect(screen.queryByRole('group', { name: 'ACH (Clearing House)' })).not.toBeInTheDocument();
    expect(section('Whitelabel Gateway')).toBeInTheDocument();
  });

  it('lists the always-required errors, and only those of the ticked sections, without a request', async () => {
    const { calls } = api();
    const { user } = renderForm();
    await user.click(continueButton());
    expect(await summaryLinks()).toEqual(['Select at least one service', ...GENERAL_MESSAGES]);
    expect(screen.getAllByText('Select at least one service')).toHaveLength(2);
    expect(field(/^Company name/)).toHaveAttribute('aria-invalid', 'true');

    // Ticking a service re-checks the form: its section's errors join, the service error leaves.
    await user.click(field('Credit card processing'));
    const links = await summaryLinks();
    expect(links).not.toContain('Select at least one service');
    expect(links).toEqual([
      ...GENERAL_MESSAGES,
      'Fulfillment information is required',
      'Call center information is required',
      'License held: License information is required',
      'Current bank acquirers: Bank acquirers are required',
      'Average transaction value is required',
      'Current monthly volume is required',
      'Expected monthly volume is required',
    ]);
    expect(links.some((link) => link?.includes('Field is required'))).toBe(false);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Credit Card Processing')).toBeInTheDocument();

    // Unticking it takes them away again.
    await user.click(field('Credit card processing'));
    expect(await summaryLinks()).toEqual(['Select at least one service', ...GENERAL_MESSAGES]);
    expect(posts(calls)).toHaveLength(0);

    // A link in the summary moves focus to its field.
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Pricing is required' }));
    expect(field(/^Pricing/)).toHaveFocus();
  });

  it('judges a field first when it is left, and names the section of an ambiguous label', async () => {
    api();
    const { user } = renderForm();
    await user.click(field(/^Company name/));
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findAllByText('Company name is required')).toHaveLength(1);
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();

    await user.click(continueButton());
    await user.click(field('ACH'));
    const manager = within(screen.getByRole('group', { name: 'Customer service manager' }));
    await user.click(manager.getByLabelText(/^Email/));
    await user.paste('not-an-email');
    await user.tab();
    expect(
      await screen.findByRole('link', { name: 'Customer service manager – Email: Invalid email' }),
    ).toBeInTheDocument();
  });

  it("asks for 'Specify other gateway features' only once Other is ticked, and then requires it", async () => {
    api();
    const { user } = renderForm();
    await user.click(field('Whitelabel gateway'));
    const gateway = within(section('Whitelabel Gateway'));
    expect(gateway.queryByLabelText(/^Specify other gateway features/)).not.toBeInTheDocument();

    await user.click(gateway.getByLabelText('Other'));
    expect(gateway.getByLabelText(/^Specify other gateway features/)).toBeRequired();
    await user.click(continueButton());
    const message = 'Specify other gateway features: Please specify the other gateway features';
    expect(await summaryLinks()).toContain(message);
    expect(gateway.getByText('Please specify the other gateway features')).toBeInTheDocument();

    await user.click(gateway.getByLabelText('Other'));
    expect(gateway.queryByLabelText(/^Specify other gateway features/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await summaryLinks()).not.toContain(message));
  });

  it('sends the ticked sections in the UI language, then shows the success page; Submit another starts an empty form', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { calls } = api();
    const { user } = renderForm();
    await fill(user, GENERAL_ANSWERS);
    await fillCreditCard(user);
    // Typed into a section that is then unticked: not sent.
    await user.click(field('Corporate banking'));
    await fill(user, [[/^From country/, 'Germany']]);
    await user.click(field('Corporate banking'));
    await continueAndSubmit(user);

    const heading = await screen.findByRole('heading', { name: 'Form is successfully submitted' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('E-4DZ8-NB6R')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download your copy (PDF)' })).toHaveAttribute(
      'href',
      '/api/precheck/new-id/pdf?language=en',
    );
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(localStorage.getItem(`draft:${DRAFT_KEY}`)).toBeNull());
    const [post] = posts(calls);
    expect(post?.url.pathname).toBe('/api/precheck');
    expect(post?.url.searchParams.get('language')).toBe('en');
    expect(post?.headers.has('X-Captcha-Token')).toBe(false);
    expect(post?.body).toEqual({
      reg: 'us',
      srv: ['creditCard'],
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
        genPass: 'S3cr3t-Pässwort!',
        genFullName: 'Lena Fuchs',
        genEmail: 'lena.fuchs@nordlicht.example',
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
    });

    await submitAnother(user);
    expect(field(/^Company name/)).toHaveValue('');
    expect(field('Credit card processing')).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Credit Card Processing' })).not.toBeInTheDocument();
    expect(field(/^Region/)).toHaveValue('us');
    expect(screen.queryByText('Please fix the following errors:')).not.toBeInTheDocument();
  });

  it("keeps every value on failure and shows the server's field errors and message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({
      post: () =>
        jsonResponse(400, {
          code: 'validation_failed',
          message: 'Please fix the following errors',
          errors: [
            { path: 'ccpInfo.ccpBankAcq', code: 'invalid', message: 'This acquirer is unknown' },
            { path: 'genInfo.genTaxID', code: 'invalid', message: 'This tax ID is not valid' },
          ],
        }),
    });
    const { user } = renderForm();
    await fill(user, GENERAL_ANSWERS);
    await fillCreditCard(user);
    await continueAndSubmit(user);

    expect(
      await screen.findByRole('link', { name: 'Current bank acquirers: This acquirer is unknown' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Federal Tax ID: This tax ID is not valid' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The form could not be submitted. Your entries are kept; please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This acquirer is unknown')).toBeInTheDocument();
    expect(field(/^Company name/)).toHaveValue('Nordlicht Commerce GmbH');
    expect(field(/^Website password/)).toHaveValue('S3cr3t-Pässwort!');
    expect(field('Credit card processing')).toBeChecked();
    expect(within(section('Credit Card Processing')).getByLabelText(/^License held/)).toHaveValue('yes');
    expect(within(section('Credit Card Processing')).getByLabelText(/^Current bank acquirers/)).toHaveValue(
      'Acquirer Bank AG',
    );
  });

  it('restores the draft without the website password, and clears it on request', async () => {
    api();
    const { user: firstUser, unmount } = renderForm();
    await firstUser.selectOptions(field(/^Region/), 'eu');
    await firstUser.click(field('Alternative billing EU'));
    await fill(firstUser, [
      [/^Company name/, 'Nordlicht Commerce GmbH'],
      [/^Website password/, 'S3cr3t'],
    ]);
    await firstUser.click(field('SOFORT / Klarna'));
    unmount();

    const saved = JSON.parse(localStorage.getItem(`draft:${DRAFT_KEY}`) ?? '{}');
    expect(saved).toMatchObject({
      reg: 'eu',
      srv: ['alternativeBilling'],
      genInfo: { genComp: 'Nordlicht Commerce GmbH', genPass: '' },
      abInfo: { abProduct: ['sofort'] },
    });
    expect(JSON.stringify(saved)).not.toContain('S3cr3t');

    const { user } = renderForm();
    expect(screen.getByText('Your unsent entries were restored.')).toBeInTheDocument();
    expect(field(/^Region/)).toHaveValue('eu');
    expect(field(/^Company name/)).toHaveValue('Nordlicht Commerce GmbH');
    expect(field('SOFORT / Klarna')).toBeChecked();
    expect(field(/^Website password/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(field(/^Company name/)).toHaveValue('');
    expect(field(/^Region/)).toHaveValue('us');
    expect(screen.queryByRole('group', { name: 'Alternative Billing (EU)' })).not.toBeInTheDocument();
    expect(localStorage.getItem(`draft:${DRAFT_KEY}`)).toBeNull();
  });

  it('drops services from a restored draft that its region does not offer', () => {
    localStorage.setItem(
      `draft:${DRAFT_KEY}`,
      JSON.stringify({ reg: 'other', srv: ['clearingHouse', 'affiliate', 'nonsense'] }),
    );
    api();
    renderForm();
    expect(field('ACH')).not.toBeChecked();
    expect(field('Affiliate payout program')).toBeChecked();
    expect(section('Affiliate Payout Program')).toBeInTheDocument();
  });
});

describe('public e-commerce pre-check form', () => {
  it("blocks a submission without a solved captcha with 'Please complete the captcha' and no request", async () => {
    const { calls } = api();
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-ecom:public' });
    await fill(user, GENERAL_ANSWERS);
    await fillCreditCard(user);
    await continueAndSubmit(user);

    expect(await summaryLinks()).toEqual(['Please complete the captcha']);
    expect(screen.getAllByText('Please complete the captcha')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the solution in X-Captcha-Token', async () => {
    const { calls } = api();
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-ecom:public' });
    await fill(user, GENERAL_ANSWERS);
    await fillCreditCard(user);
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
    await user.click(submitButton());

    expect(await screen.findByText('Form is successfully submitted')).toBeInTheDocument();
    expect(posts(calls)[0]?.headers.get('X-Captcha-Token')).toBe('c29sdmVk');
    expect(screen.queryByText('Please complete the captcha')).not.toBeInTheDocument();
  });
});
