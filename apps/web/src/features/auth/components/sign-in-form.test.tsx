import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type MockRequest } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import { SignInForm } from './sign-in-form';
import type { SignInHandoff } from './sign-in-handoff';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

function renderSignIn(state?: SignInHandoff) {
  return renderRoutes(
    [{ path: '/auth', element: <SignInForm /> }, landing('/dashboard'), landing('/signup')],
    { entries: state ? [{ pathname: '/auth', state }] : ['/auth'] },
  );
}

/** Answers like the API: login always ok, verify accepts only code 123456. */
function authApi(
  overrides: Partial<Record<string, (request: MockRequest) => Response | Promise<Response>>> = {},
) {
  return mockFetch((request) => {
    const override = overrides[request.url.pathname];
    if (override) return override(request);
    if (request.url.pathname === '/api/auth/methods')
      return jsonResponse(200, { passkeys: true, singleSignOn: null });
    if (request.url.pathname === '/api/auth/login') return jsonResponse(200, { ok: true });
    if (request.url.pathname === '/api/auth/verify') {
      const { otp } = request.body as { otp: string };
      return otp === '123456'
        ? jsonResponse(200, { access_token: 'new-token' })
        : errorResponse(401, 'otp_invalid', 'Invalid or expired code');
    }
    return errorResponse(404, 'not_found', 'Not found');
  });
}

describe('SignInForm', () => {
  it('sends the code, verifies it, stores the token and goes to /dashboard', async () => {
    const { calls } = authApi();
    const { user, router } = renderSignIn();

    const email = screen.getByLabelText(/Email address/);
    await user.type(email, 'Ada@Example.COM');
    expect(email).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    // The page also asks whether single sign-on is offered; the sign-in itself is its POSTs.
    const posts = () => calls.filter((call) => call.method === 'POST');
    expect(posts()[0]?.body).toEqual({ email: 'ada@example.com', language: 'en' });
    expect(posts()[0]?.headers.get('Accept-Language')).toBe('en');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada@example.com');

    const otp = screen.getByLabelText(/One-time code/);
    expect(otp).toBeRequired();
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(posts()[1]?.body).toEqual({ email: 'ada@example.com', otp: '123456' });
    expect(router.location().pathname).toBe('/dashboard');
  });

  it("shows the server's message when the code is rejected (401)", async () => {
    authApi();
    const { user } = renderSignIn({ email: 'ada@example.com' });
    await user.type(screen.getByLabelText(/One-time code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('shows the generic message when the server cannot be reached', async () => {
    authApi({ '/api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("says which rule a refused address broke, in the server's words, and limits the field", async () => {
    authApi({
      '/api/auth/login': () =>
        jsonResponse(400, {
          code: 'validation_failed',
          message: 'Please check your input',
          errors: [
            { path: 'email', code: 'too_long', message: 'This value is too long (at most 254 characters)' },
          ],
        }),
    });
    const { user } = renderSignIn();
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute('maxlength', '254');
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This value is too long (at most 254 characters)',
    );
  });

  it('shows the generic message, not the server text, for other failures', async () => {
    authApi({
      '/api/auth/verify': () =>
        errorResponse(500, 'internal_error', 'Something went wrong, please try again'),
    });
    const { user } = renderSignIn({ email: 'ada@example.com' });
    await user.type(screen.getByLabelText(/One-time code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred$/);
  });

  it("shows the server's message when flooded (429)", async () => {
    authApi({
      '/api/auth/login': () =>
        errorResponse(429, 'rate_limited', 'Too many requests, please try again later', {
          'Retry-After': '60',
        }),
    });
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later');
  });

  it('disables the button while busy and clears the old error at the next submit', async () => {
    let release: (response: Response) => void = () => undefined;
    authApi({
      '/api/auth/verify': ({ body }) =>
        (body as { otp: string }).otp === '1'
          ? errorResponse(401, 'otp_invalid', 'Invalid or expired code')
          : new Promise<Response>((resolve) => {
              release = resolve;
            }),
    });
    const { user } = renderSignIn({ email: 'ada@example.com' });
    const otp = screen.getByLabelText(/One-time code/);
    await user.type(otp, '1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.type(otp, '2');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Verify/ })).toBeDisabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    release(jsonResponse(200, { access_token: 'new-token' }));
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
  });

  it('goes back from the code step to the e-mail step', async () => {
    authApi();
    const { user } = renderSignIn({ email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada@example.com');
  });

  it('links to sign-up', async () => {
    authApi();
    const { user } = renderSignIn();
    await user.click(screen.getByRole('link', { name: 'Create one' }));
    expect(await screen.findByText('landed on /signup')).toBeInTheDocument();
  });

  describe('single sign-on', () => {
    const offered = () => jsonResponse(200, { passkeys: false, singleSignOn: { label: 'Acme ID' } });

    it('offers the identity provider by its label when the server has one, and not otherwise', async () => {
      authApi({ '/api/auth/methods': offered });
      renderSignIn();
      const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
      expect(button).toHaveAttribute('href', '/api/auth/oidc/start');
    });

    it('is not offered while the server has none', async () => {
      authApi({ '/api/auth/methods': () => jsonResponse(200, { passkeys: false, singleSignOn: null }) });
      renderSignIn();
      expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument(),
      );
    });

    it('trades the hand-off in the address for a session, once, and takes it out of the address', async () => {
      window.history.replaceState(null, '', '/auth#sso=one-time-handoff');
      const { calls } = authApi({
        '/api/auth/methods': offered,
        '/api/auth/oidc/finish': () => jsonResponse(200, { access_token: 'sso-token' }),
      });
      renderSignIn();
      expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBe('sso-token');
      const finishes = calls.filter((call) => call.url.pathname === '/api/auth/oidc/finish');
      expect(finishes.map((call) => call.body)).toEqual([{ handoff: 'one-time-handoff' }]);
      expect(window.location.hash).toBe('');
    });

    it('goes on to the second factor when the provider proved none', async () => {
      window.history.replaceState(null, '', '/auth#sso=one-time-handoff');
      authApi({
        '/api/auth/methods': offered,
        '/api/auth/oidc/finish': () => jsonResponse(200, { mfa: 'totp', ticket: 't'.repeat(43) }),
      });
      renderSignIn();
      expect(await screen.findByLabelText(/Authenticator code/)).toBeInTheDocument();
    });

    it('says why the provider’s way back was refused', async () => {
      window.history.replaceState(null, '', '/auth#sso-error=not-staff');
      authApi({ '/api/auth/methods': offered });
      renderSignIn();
      expect(
        await screen.findByText(
          'Single sign-on is for staff accounts of this portal only. Use your email address to sign in.',
        ),
      ).toBeInTheDocument();
      expect(window.location.hash).toBe('');
    });
  });

  describe('with a passkey', () => {
    it('signs in with the passkey alone: the server’s challenge to the browser, its answer traded for a token', async () => {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      browser.startAuthentication.mockResolvedValue({ id: 'cred', type: 'public-key', response: {} });
      const { calls } = authApi({
        '/api/auth/passkey/options': () => jsonResponse(200, { challenge: 'c2FsdA' }),
        '/api/auth/passkey': () => jsonResponse(200, { access_token: 'passkey-token' }),
      });
      const { user } = renderSignIn();
      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBe('passkey-token');
      expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2FsdA' } });
      const answered = calls.find((call) => call.url.pathname === '/api/auth/passkey');
      expect(answered?.body).toEqual({ response: { id: 'cred', type: 'public-key', response: {} } });
      vi.unstubAllGlobals();
    });

    it('is not offered where the server cannot take passkeys (it runs at an IP address)', async () => {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      authApi({
        '/api/auth/methods': () => jsonResponse(200, { passkeys: false, singleSignOn: { label: 'Acme ID' } }),
      });
      renderSignIn();
      // The single sign-on button shows the server's answer has arrived.
      expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
      vi.unstubAllGlobals();
    });

    it('says nothing when the person closes the browser’s prompt, and stays on the sign-in', async () => {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      browser.startAuthentication.mockImplementation(() =>
        Promise.reject(Object.assign(new Error('closed'), { name: 'NotAllowedError' })),
      );
      const { calls } = authApi({
        '/api/auth/passkey/options': () => jsonResponse(200, { challenge: 'c2FsdA' }),
      });
      const { user, router } = renderSignIn();
      const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
      await user.click(button);
      await waitFor(() => expect(browser.startAuthentication).toHaveBeenCalled());
      await waitFor(() => expect(button).toBeEnabled());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls.some((call) => call.url.pathname === '/api/auth/passkey')).toBe(false);
      expect(router.location().pathname).toBe('/auth');
      expect(localStorage.getItem('authToken')).toBeNull();
    });

    it('says why when the server refuses the passkey, in the person’s language', async () => {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      browser.startAuthentication.mockResolvedValue({ id: 'cred', type: 'public-key', response: {} });
      authApi({
        '/api/auth/passkey/options': () => jsonResponse(200, { challenge: 'c2FsdA' }),
        '/api/auth/passkey': () =>
          errorResponse(400, 'passkey_refused', 'This passkey could not be verified'),
      });
      const { user } = renderSignIn();
      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This passkey could not be verified');
      expect(localStorage.getItem('authToken')).toBeNull();
    });

    it('is not offered where the browser has no passkeys', async () => {
      authApi();
      renderSignIn();
      expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
    });
  });
});
