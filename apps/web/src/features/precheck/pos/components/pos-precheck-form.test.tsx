import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messageKey } from '@portal/i18n/browser';
import { posAnswerSections, type PosPrecheckData, recordViewLines, type Translate } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS } from '@/features/precheck/form/use-draft';
import { i18n } from '@/lib/i18n';
import type * as RetryModuleImport from '@/lib/retry';
import { errorResponse, jsonResponse, mockFetch, type MockRequest } from '@/test/fetch-mock';
import {
  continueAndSubmit,
  continueButton,
  createdAnswer,
  seedReviewedDraft,
  submitAnother,
} from '@/test/precheck-form';
import { renderRoutes } from '@/test/render';
import { CreatePosPrecheck, type CreatePosPrecheckProps } from './create-pos-precheck';

type RetryModule = typeof RetryModuleImport;

// The real retry loop, with a few milliseconds between tries instead of half a minute.
const { RETRY_DELAYS_MS } = vi.hoisted(() => ({ RETRY_DELAYS_MS: [5, 5, 5, 5, 5] }));
vi.mock('@/lib/retry', async (importOriginal) => {
  const actual = await importOriginal<RetryModule>();
  return {
    ...actual,
    withRetries: (...[attempt, onRetry]: Parameters<RetryModule['withRetries']>) =>
      actual.withRetries(attempt, onRetry, RETRY_DELAYS_MS),
  };
});

// The real widget is a web component doing proof of work in workers; here a button stands in for it.
const widget = vi.hoisted(() => ({ resets: 0 }));
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
      useImperativeHandle(ref, () => ({
        reset: () => {
          widget.resets += 1;
          onToken(null);
        },
      }));
      return (
        <button type="button" onClick={() => onToken('c29sdmVk')}>
          Solve the captcha
        </button>
      );
    },
  };
});

const REQUIRED_MESSAGES = [
  'Company Name is required',
  'Tax ID is required',
  'Company address is required',
  'Director is required',
  'Contact Person is required',
  'Email address is required',
  'Telephone number is required',
  'Desired card acceptance is required',
  'Current Provider is required',
  'Monthly card turnover is required',
  'Average receipt size is required',
  'Bank statement reference is required',
];

type Api = {
  captcha?: 'altcha' | 'off' | 'recaptcha-enterprise';
  post?: (request: MockRequest) => Response | Promise<Response>;
};

function api({ captcha = 'altcha', post = () => jsonResponse(201, createdAnswer('P-7KQ3-XM2A')) }: Api = {}) {
  return mockFetch((request) => {
    if (request.url.pathname === '/api/captcha/config') return jsonResponse(200, { provider: captcha });
    if (request.url.pathname === '/api/precheck-pos' && request.method === 'POST') return post(request);
    return errorResponse(404, 'not_found', 'Not found');
  });
}

function renderForm(props: Partial<CreatePosPrecheckProps> = {}) {
  const { variant = 'internal', draftKey = 'precheck-pos:test' } = props;
  const path = variant === 'public' ? '/p/add-precheck-pos' : '/add-precheck-pos';
  return renderRoutes([{ path, element: <CreatePosPrecheck variant={variant} draftKey={draftKey} /> }], {
    entries: [path],
  });
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
/** The review's Submit, which sends. */
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const reviewHeading = () => screen.findByRole('heading', { name: 'Check your answers' });

/** A public form's two steps with the captcha between them: Continue, solve it in the review, Submit. */
async function continueSolveAndSubmit(user: UserEvent) {
  await user.click(continueButton());
  await user.click(await screen.findByRole('button', { name: 'Solve the captcha' }));
  await user.click(submitButton());
}

const posts = (calls: MockRequest[]) => calls.filter((call) => call.method === 'POST');

/** What fillRequired enters, as the form sends it (the body the success test checks, without its extras). */
const REVIEWED_DATA: PosPrecheckData = {
  company: 'Café Müller GmbH',
  taxId: 'N/A',
  address: 'Hauptstraße 1, 10115 Berlin',
  director: 'Anna Müller',
  contactPerson: 'Jonas Weber',
  email: 'jonas@example.com',
  telephone: '+49 30 1234567',
  currentProvider: 'N/A',
  turnover: 25000,
  receiptSize: 18.5,
  bankStatementReference: 'CAFE MUELLER',
  terminals: 'no',
  checkoutConnection: 'no',
  cashCut: 'standard',
  tip: 'no',
  cards: ['visaMastercard', 'girocard'],
  additionalServices: [],
};

/** The review's words: the app's translations, as its views take them. */
const t: Translate = (key, vars) => i18n.t(messageKey(key), vars);

/** Fills every required field; pasting keeps the many long entries fast. */
async function fillRequired(user: UserEvent) {
  const entries: [RegExp, string][] = [
    [/Company Name/, 'Café Müller GmbH'],
    [/Tax ID/, 'N/A'],
    [/Company address/, 'Hauptstraße 1, 10115 Berlin'],
    [/Director/, 'Anna Müller'],
    [/Contact Person/, 'Jonas Weber'],
    [/Email address/, 'Jonas@Example.com'],
    [/Telephone/, '+49 30 1234567'],
    [/Current Provider/, 'N/A'],
    [/Monthly card turnover/, '25000'],
    [/Average receipt size/, '18.50'],
    [/Bank statement reference/, 'CAFE MUELLER'],
  ];
  for (const [label, value] of entries) {
    await user.click(field(label));
    await user.paste(value);
  }
  await user.click(field('Visa/Mastercard'));
  await user.click(field('Girocard/EC cash'));
}

// Filling a long form in jsdom takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('POS pre-check form', () => {
  it('shows every section, the help texts, the option explanations and the defaults', () => {
    api();
    renderForm();
    for (const section of [
      'General Information',
      'Contact Information',
      'Product/Service Information',
      'Further Information',
    ]) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Enter N/A where not applicable.')).toBeInTheDocument();
    expect(screen.getByText('Enter N/A for a new business.')).toBeInTheDocument();
    expect(screen.getByText(/International format with the country code, e.g./)).toBeInTheDocument();
    expect(screen.getByText('All bookings of one card type bundled')).toBeInTheDocument();
    expect(
      screen.getByText('Tip entered at the terminal, posted later without signature'),
    ).toBeInTheDocument();
    expect(field(/Terminals needed/)).toHaveValue('no');
    expect(field(/Connection to a checkout system/)).toHaveValue('no');
    expect(field('Standard')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByText('Fields marked with * are required.')).toBeInTheDocument();
    // Required fields carry the asterisk (and aria-required), optional ones do not.
    expect(field(/Company Name/)).toBeRequired();
    expect(field(/Creditor ID/)).not.toBeRequired();
    // No captcha on the signed-in form.
    expect(screen.queryByText('Security check')).not.toBeInTheDocument();
  });

  it('lists every required error under its field and in the summary box, without a request', async () => {
    const { calls } = api();
    const { user } = renderForm();
    await user.click(continueButton());

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(REQUIRED_MESSAGES);
    for (const message of REQUIRED_MESSAGES) expect(screen.getAllByText(message)).toHaveLength(2);
    expect(field(/Company Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
    // The focus goes to FormFeedback's wrapper around the summary (tabIndex -1, no role or name).
    // eslint-disable-next-line testing-library/no-node-access -- the focus target is a role-less wrapper no query can name
    await waitFor(() => expect(summary.parentElement).toHaveFocus());

    // A link in the summary moves focus to its field.
    await user.click(within(summary).getByRole('link', { name: 'Tax ID is required' }));
    expect(field(/Tax ID/)).toHaveFocus();
  });

  it('clears an error as soon as typing fixes it, and checks formats', async () => {
    api();
    const { user } = renderForm();
    await user.click(continueButton());
    expect(await screen.findAllByText('Company Name is required')).toHaveLength(2);

    await user.type(field(/Company Name/), 'Café Müller');
    expect(screen.queryByText('Company Name is required')).not.toBeInTheDocument();

    await user.type(field(/Email address/), 'not-an-email');
    expect(screen.getAllByText('Invalid email address')).toHaveLength(2);
    await user.type(field(/Monthly card turnover/), '12x');
    expect(
      screen.getByText('Monthly card turnover (€): Please enter a non-negative number'),
    ).toBeInTheDocument();
  });

  it('judges a field first when it is left, and lists errors at the top only once a submit was tried', async () => {
    api();
    const { user } = renderForm();
    await user.click(field(/Company Name/));
    expect(screen.queryByText('Company Name is required')).not.toBeInTheDocument();
    await user.tab();
    // Under the field only: a summary popping open above would push the form down while typing.
    expect(await screen.findAllByText('Company Name is required')).toHaveLength(1);
    expect(screen.queryByText('Please fix the following errors:')).not.toBeInTheDocument();
    expect(screen.queryByText('Tax ID is required')).not.toBeInTheDocument();

    await user.click(continueButton());
    expect(await screen.findByText('Please fix the following errors:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company Name is required' })).toBeInTheDocument();
    // From then on the list follows the fixes.
    await user.type(field(/Company Name/), 'Bäckerei');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Company Name is required' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Tax ID is required' })).toBeInTheDocument();
  });

  it('restores the draft after a remount, says so, and clears it on request', async () => {
    api();
    const { user: firstUser, unmount } = renderForm();
    await firstUser.type(field(/Company Name/), 'Bäckerei Schmidt');
    await firstUser.click(field('American Express'));
    await firstUser.selectOptions(field(/Terminals needed/), 'yes');
    unmount();

    const saved = JSON.parse(localStorage.getItem('draft:precheck-pos:test') ?? '{}');
    expect(saved).toMatchObject({ company: 'Bäckerei Schmidt', cards: ['amex'], terminals: 'yes' });

    const { user } = renderForm();
    expect(screen.getByText('Your unsent entries were restored.')).toBeInTheDocument();
    expect(field(/Company Name/)).toHaveValue('Bäckerei Schmidt');
    expect(field('American Express')).toBeChecked();
    expect(field(/Terminals needed/)).toHaveValue('yes');

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(field(/Company Name/)).toHaveValue('');
    expect(field('American Express')).not.toBeChecked();
    expect(screen.queryByText('Your unsent entries were restored.')).not.toBeInTheDocument();
    expect(localStorage.getItem('draft:precheck-pos:test')).toBeNull();
  });

  it('saves the draft once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      api();
      renderForm();
      const { fireEvent } = await import('@testing-library/react');
      fireEvent.change(field(/Company Name/), { target: { value: 'Pizzeria Roma' } });
      expect(localStorage.getItem('draft:precheck-pos:test')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      });
      expect(JSON.parse(localStorage.getItem('draft:precheck-pos:test') ?? '{}').company).toBe(
        'Pizzeria Roma',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the pre-check in the UI language, then shows the success page; Submit another starts an empty form', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    const { calls } = api();
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(field(/Website/), 'www.cafe-mueller.de');
    await user.click(field('DCC'));
    await user.click(field('Detailed'));
    await continueAndSubmit(user);

    // The success page takes focus, with the reference the server drew: what the applicant quotes.
    const heading = await screen.findByRole('heading', { name: 'Form is successfully submitted' });
    await waitFor(() => expect(heading).toHaveFocus());
    const page = within(screen.getByRole('region', { name: 'Form is successfully submitted' }));
    expect(page.getByText('P-7KQ3-XM2A')).toBeInTheDocument();
    expect(page.getByText('Nov 27, 2026, 9:30:00 AM', { exact: false })).toBeInTheDocument();
    expect(page.getByText('We have sent a confirmation to jonas@example.com.')).toBeInTheDocument();
    // Signed in: the copy is the pre-check's own PDF, reached with the session, not a copy token.
    expect(page.getByRole('link', { name: 'Download your copy (PDF)' })).toHaveAttribute(
      'href',
      '/api/precheck-pos/new-id/pdf?language=en',
    );
    expect(page.queryByText(/three times within 15 minutes/)).not.toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(localStorage.getItem('draft:precheck-pos:test')).toBeNull());
    const [post] = posts(calls);
    expect(post?.url.pathname).toBe('/api/precheck-pos');
    expect(post?.url.searchParams.get('language')).toBe('en');
    expect(post?.headers.has('X-Captcha-Token')).toBe(false);
    expect(post?.body).toEqual({
      ...REVIEWED_DATA,
      website: 'https://www.cafe-mueller.de',
      cashCut: 'detailed',
      additionalServices: ['dcc'],
    });

    await submitAnother(user);
    expect(field(/Company Name/)).toHaveValue('');
    expect(field('Visa/Mastercard')).not.toBeChecked();
    expect(field('Standard')).toBeChecked();
    expect(screen.queryByText('Please fix the following errors:')).not.toBeInTheDocument();
  });

  it('reviews every answer by section before sending, as the detail page shows them; Change and Back return to the form', async () => {
    const { calls } = api();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(continueButton());
    const reviewTitle = await reviewHeading();
    await waitFor(() => expect(reviewTitle).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);

    // The review lays out the same view as the detail page and the PDF: every row, in order.
    const review = screen.getByRole('region', { name: 'Check your answers' });
    const expected = recordViewLines({ title: '', sections: posAnswerSections(REVIEWED_DATA, t, 'en') });
    // eslint-disable-next-line testing-library/no-node-access -- rows are read back as the detail tests read them
    const rows = [...review.querySelectorAll('th[scope="row"]')].map((header) => ({
      label: header.textContent.trim(),
      // eslint-disable-next-line testing-library/no-node-access -- the row's value cell
      value: header.closest('tr')!.querySelector('td')!.textContent.trim(),
    }));
    expect(rows).toEqual(expected.map(({ label, value }) => ({ label, value })));
    expect(within(review).getAllByRole('link', { name: /^Change / })).toHaveLength(4);

    // Change leads to the section's first field, with every value as it was.
    const [firstSection] = expected;
    await user.click(within(review).getByRole('link', { name: `Change ${firstSection!.section}` }));
    expect(screen.queryByRole('heading', { name: 'Check your answers' })).not.toBeInTheDocument();
    await waitFor(() => expect(field(/Company Name/)).toHaveFocus());
    expect(field(/Bank statement reference/)).toHaveValue('CAFE MUELLER');

    // Back keeps every value too, and returns to Continue.
    await user.click(continueButton());
    await reviewHeading();
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(continueButton()).toHaveFocus());
    expect(field(/Company Name/)).toHaveValue('Café Müller GmbH');
    expect(posts(calls)).toHaveLength(0);
  });

  it("keeps every value on failure and shows the server's field errors and message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api({
      post: () =>
        jsonResponse(400, {
          code: 'validation_failed',
          message: 'Please fix the following errors',
          errors: [
            { path: 'telephone', code: 'invalid', message: 'This number is not reachable' },
            { path: 'cards.0', code: 'invalid', message: 'Invalid value' },
          ],
        }),
    });
    const { user } = renderForm();
    await fillRequired(user);
    await continueAndSubmit(user);

    expect(
      await screen.findByRole('link', { name: 'Telephone: This number is not reachable' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The form could not be submitted. Your entries are kept; please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please fix the following errors')).toBeInTheDocument();
    expect(screen.getByText('This number is not reachable')).toBeInTheDocument();
    expect(screen.getByText('Desired card acceptance: Invalid value')).toBeInTheDocument();
    expect(field(/Company Name/)).toHaveValue('Café Müller GmbH');
    expect(field(/Telephone/)).toHaveValue('+49 30 1234567');
    expect(field('Visa/Mastercard')).toBeChecked();
    // The draft survives a failure (it is written once typing has paused).
    await waitFor(() => expect(localStorage.getItem('draft:precheck-pos:test')).not.toBeNull(), {
      timeout: 2000,
    });
  });

  it('reads amounts as the UI language writes them, and sends numbers', async () => {
    const { calls } = api();
    const { user } = renderForm();
    await fillRequired(user);
    await act(() => i18n.changeLanguage('de'));
    for (const [typed, german] of [
      ['25000', '25.000,75'],
      ['18.50', '18,5'],
    ] as const) {
      const input = screen.getByDisplayValue(typed);
      await user.clear(input);
      await user.type(input, german);
    }
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { name: 'Prüfen Sie Ihre Angaben' });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ turnover: 25000.75, receiptSize: 18.5 });
  });

  it("sends one request for a double click, with the form's Idempotency-Key, and a new key after success", async () => {
    const { calls } = api();
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(continueButton());
    await reviewHeading();
    await user.dblClick(submitButton());
    expect(await screen.findByText('Form is successfully submitted')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    const key = posts(calls)[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    await submitAnother(user);
    await fillRequired(user);
    await continueAndSubmit(user);
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.headers.get('Idempotency-Key')).not.toBe(key);
  });

  it('keeps its key over a reload, so a send after it is the same submission', async () => {
    const { calls } = api({
      post: () => errorResponse(500, 'internal_error', 'Something went wrong, please try again'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderForm();
    await fillRequired(view.user);
    await continueAndSubmit(view.user);
    await screen.findByText('Something went wrong, please try again');
    await act(() => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50)));
    view.unmount();

    // The draft kept the step: the form reopens at its review, where Submit sends it again.
    const { user } = renderForm();
    await reviewHeading();
    await user.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.headers.get('Idempotency-Key')).toBe(
      posts(calls)[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('sends again with the same key when the connection drops, and says that it is retrying', async () => {
    let tries = 0;
    let answerThird: (response: Response) => void = () => undefined;
    const { calls } = api({
      post: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        if (tries === 2)
          return errorResponse(503, 'service_unavailable', 'The service is briefly unavailable');
        return new Promise<Response>((resolve) => (answerThird = resolve));
      },
    });
    const { user } = renderForm();
    await fillRequired(user);
    await continueAndSubmit(user);
    await waitFor(() => expect(tries).toBe(3));
    expect(
      screen.getByText('No answer from the server yet; sending again (2 of 5). Your entries are kept.'),
    ).toHaveAttribute('role', 'status');
    expect(field(/Bank statement reference/)).toHaveValue('CAFE MUELLER');
    answerThird(jsonResponse(201, createdAnswer('P-7KQ3-XM2A')));
    expect(await screen.findByText('Form is successfully submitted')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(3);
    expect(new Set(posts(calls).map((call) => call.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(screen.queryByText(/sending again/)).not.toBeInTheDocument();
  });

  it('keeps the values when the network keeps failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = api({
      post: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderForm();
    await fillRequired(user);
    await continueAndSubmit(user);
    expect(
      await screen.findByText('The form could not be submitted. Your entries are kept; please try again.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1 + RETRY_DELAYS_MS.length);
    expect(field(/Bank statement reference/)).toHaveValue('CAFE MUELLER');
  });

  it('draws a new key when its key was spent on other values, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = api({
      post: () =>
        errorResponse(
          422,
          'idempotency_conflict',
          'This Idempotency-Key was already used with a different request',
        ),
    });
    const { user } = renderForm();
    await fillRequired(user);
    await continueAndSubmit(user);
    expect(
      await screen.findByText(
        'An earlier send of this form reached us with other entries. Check your entries and submit again to send them as a new pre-check.',
      ),
    ).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.headers.get('Idempotency-Key')).not.toBe(
      posts(calls)[0]!.headers.get('Idempotency-Key'),
    );
  });
});

describe('public POS pre-check form', () => {
  it('asks for the captcha and loads its widget only once the form is used', async () => {
    // A browser where the captcha's place stays out of view.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const { calls } = api();
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await screen.findByRole('button', { name: 'Continue' });
    const configAsked = () => calls.some((call) => call.url.pathname === '/api/captcha/config');
    expect(configAsked()).toBe(false);
    // The check itself sits at the end of the review; the form only starts it, once used.
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();

    await user.click(field(/Company Name/));
    await waitFor(() => expect(configAsked()).toBe(true));
    await fillRequired(user);
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Solve the captcha' })).toBeInTheDocument();
  });

  it('asks once more after a server failure, then falls back to ALTCHA rather than skip the check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockFetch(() => errorResponse(503, 'service_unavailable', 'Try again later'));
    seedReviewedDraft('precheck-pos:public');
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await reviewHeading();
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Solve the captcha' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/captcha/config')).toHaveLength(2);
  });

  it("blocks a submission without a solved captcha with 'Please complete the captcha' and no request", async () => {
    const { calls } = api();
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await fillRequired(user);
    await continueAndSubmit(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Please complete the captcha' })).toBeInTheDocument();
    expect(screen.getAllByText('Please complete the captcha')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the solution in X-Captcha-Token, resets the widget after success, and links the copy by its token', async () => {
    widget.resets = 0;
    const { calls } = api({
      post: () => jsonResponse(201, createdAnswer('P-7KQ3-XM2A', { copyToken: 'tok.en' })),
    });
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await fillRequired(user);
    await continueSolveAndSubmit(user);

    expect(await screen.findByText('Form is successfully submitted')).toBeInTheDocument();
    expect(posts(calls)[0]?.headers.get('X-Captcha-Token')).toBe('c29sdmVk');
    expect(widget.resets).toBeGreaterThan(0);
    expect(screen.queryByText('Please complete the captcha')).not.toBeInTheDocument();
    // Anonymous: the copy is reached through the answer's token, which works three times.
    expect(screen.getByRole('link', { name: 'Download your copy (PDF)' })).toHaveAttribute(
      'href',
      '/api/precheck-pos/new-id/pdf?language=en&copy=tok.en',
    );
    expect(screen.getByText(/three times within 15 minutes/)).toBeInTheDocument();
  });

  it('asks for a new captcha when the server refuses the solution', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = api({
      post: () =>
        jsonResponse(400, {
          code: 'captcha_invalid',
          message: 'The captcha is invalid, expired or was already used; please solve it again',
          errors: [
            {
              path: 'captcha',
              code: 'captcha_invalid',
              message: 'The captcha is invalid, expired or was already used; please solve it again',
            },
          ],
        }),
    });
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await fillRequired(user);
    await continueSolveAndSubmit(user);

    expect(
      await screen.findAllByText(
        'The captcha is invalid, expired or was already used; please solve it again',
      ),
    ).not.toHaveLength(0);
    expect(field(/Company Name/)).toHaveValue('Café Müller GmbH');

    // The spent solution is gone: another submit is blocked until the captcha is solved again.
    await user.click(submitButton());
    expect(await screen.findAllByText('Please complete the captcha')).not.toHaveLength(0);
    expect(posts(calls)).toHaveLength(1);
  });

  it('after a server failure asks to solve the captcha again, without blaming the person', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = api({
      post: () => errorResponse(500, 'internal_error', 'An unexpected error occurred'),
    });
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await fillRequired(user);
    await continueSolveAndSubmit(user);

    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.getByText('Please solve the security check again before sending.')).toBeInTheDocument();
    expect(screen.queryByText('Please complete the captcha')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fix the following errors:')).not.toBeInTheDocument();
    expect(field(/Company Name/)).toHaveValue('Café Müller GmbH');

    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }));
    await user.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
  });

  it('shows the security check in the UI language', async () => {
    await i18n.changeLanguage('de');
    api();
    seedReviewedDraft('precheck-pos:public');
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await screen.findByRole('heading', { name: 'Prüfen Sie Ihre Angaben' });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('button', { name: 'Solve the captcha' })).toBeInTheDocument();
    expect(screen.getByText('Sicherheitsprüfung')).toBeInTheDocument();
  });

  it('shows no widget and sends no token when the server has the captcha off', async () => {
    const { calls } = api({ captcha: 'off' });
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await fillRequired(user);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/captcha/config')).toBe(true));
    await continueAndSubmit(user);
    expect(await screen.findByText('Form is successfully submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solve the captcha' })).not.toBeInTheDocument();
    expect(posts(calls)[0]?.headers.has('X-Captcha-Token')).toBe(false);
  });

  it("sends reCAPTCHA Enterprise's token for the submit action, and asks Google for a fresh one after success", async () => {
    const tokens = ['rc-token-1', 'rc-token-2'];
    const execute = vi.fn(async () => tokens.shift() ?? 'rc-token-n');
    vi.stubGlobal('grecaptcha', { enterprise: { ready: (callback: () => void) => callback(), execute } });
    const { calls } = mockFetch((request) => {
      if (request.url.pathname === '/api/captcha/config') {
        return jsonResponse(200, { provider: 'recaptcha-enterprise', siteKey: 'site-key-1' });
      }
      return jsonResponse(201, createdAnswer('P-7KQ3-XM2A'));
    });
    const { user } = renderForm({ variant: 'public', draftKey: 'precheck-pos:public' });
    await fillRequired(user);
    await user.click(continueButton());
    expect(await screen.findByText(/protected by Google reCAPTCHA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
    await user.click(submitButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.headers.get('X-Captcha-Token')).toBe('rc-token-1');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'submit' });
    // A token is single use: the next form's review fetches a fresh one.
    await submitAnother(user);
    await fillRequired(user);
    await user.click(continueButton());
    await waitFor(() => expect(execute).toHaveBeenCalledTimes(2));
    vi.unstubAllGlobals();
  });
});
