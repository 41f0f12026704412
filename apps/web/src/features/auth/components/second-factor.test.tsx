import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { landing, renderRoutes } from '@/test/render';
import { SignInForm } from './sign-in-form';

const TICKET = 'T'.repeat(43);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

/** The API after the e-mailed code: `second` answers /auth/verify, /auth/mfa takes 123456 or a recovery code. */
function secondFactorApi(second: object, enrolled = true) {
  return mockFetch(({ url, body }) => {
    if (url.pathname === '/api/auth/verify') return jsonResponse(200, second);
    if (url.pathname === '/api/auth/mfa') {
      const { code } = body as { code: string };
      if (code === '123456' || (enrolled && code === CODES[0]))
        return jsonResponse(200, { access_token: 'admin-token', ...(!enrolled && { recoveryCodes: CODES }) });
      return errorResponse(401, 'otp_invalid', 'Invalid or expired code');
    }
    return errorResponse(404, 'not_found', 'Not found');
  });
}

function renderAtCodeStep() {
  return renderRoutes([{ path: '/auth', element: <SignInForm /> }, landing('/dashboard')], {
    entries: [{ pathname: '/auth', state: { email: 'ada@example.com' } }],
  });
}

async function passEmailedCode(user: ReturnType<typeof renderAtCodeStep>['user']) {
  await user.type(screen.getByLabelText(/One-time code/), '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('the second factor at sign-in', () => {
  it('asks an enrolled account for its authenticator code, announces a wrong one, and signs in with the right one', async () => {
    const { calls } = secondFactorApi({ mfa: 'totp', ticket: TICKET });
    const { user } = renderAtCodeStep();
    await passEmailedCode(user);

    expect(await screen.findByRole('heading', { name: 'Enter your authenticator code' })).toBeInTheDocument();
    const code = screen.getByLabelText(/Authenticator code/);
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(localStorage.getItem('authToken')).toBeNull();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('admin-token');
    expect(calls.filter((c) => c.url.pathname === '/api/auth/mfa').at(-1)?.body).toEqual({
      ticket: TICKET,
      code: '123456',
    });
  });

  it('takes a recovery code instead', async () => {
    const { calls } = secondFactorApi({ mfa: 'totp', ticket: TICKET });
    const { user } = renderAtCodeStep();
    await passEmailedCode(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText(/Recovery code/);
    expect(field).toHaveFocus();
    await user.type(field, CODES[0]!);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
    expect(calls.at(-2)?.body).toEqual({ ticket: TICKET, code: CODES[0] });
  });

  it("sets up an admin's authenticator: QR code and key, then the recovery codes before signing in", async () => {
    secondFactorApi(
      { mfa: 'enrol', ticket: TICKET, secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` },
      false,
    );
    const { user } = renderAtCodeStep();
    await passEmailedCode(user);

    expect(await screen.findByRole('heading', { name: 'Set up your second factor' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByLabelText('Key for typing in')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.type(screen.getByLabelText(/Authenticator code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery code' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // Not signed in until the codes are saved: the start page would take them off the screen.
    expect(localStorage.getItem('authToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('landed on /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('admin-token');
  });

  it('goes back to the e-mail step from the second factor', async () => {
    secondFactorApi({ mfa: 'totp', ticket: TICKET });
    const { user } = renderAtCodeStep();
    await passEmailedCode(user);
    await user.click(await screen.findByRole('button', { name: 'Use a different email address' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
