import type { Role } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SecurityPage } from './security-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const merchant = { id: '00000000-0000-4000-8000-000000000002', role: 'merchant' as const };
const admin = { id: '00000000-0000-4000-8000-000000000001', role: 'admin' as const };

/** The security API of one user whose second factor starts `on` or off. */
function securityApi(on: boolean) {
  let mfa = on;
  return mockFetch(({ method, url, body }) => {
    if (url.pathname === '/api/me/security')
      return jsonResponse(200, { mfa, recoveryCodesLeft: mfa ? 10 : 0 });
    if (url.pathname === '/api/me/mfa' && method === 'POST')
      return jsonResponse(200, { secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` });
    if (url.pathname === '/api/me/mfa/confirm') {
      if ((body as { code: string }).code !== '123456')
        return jsonResponse(400, {
          code: 'code_incorrect',
          message: 'The code is not correct',
          errors: [{ path: 'code', code: 'code_incorrect', message: 'The code is not correct' }],
        });
      mfa = true;
      return jsonResponse(200, { recoveryCodes: CODES });
    }
    if (url.pathname === '/api/me/mfa' && method === 'DELETE') {
      mfa = false;
      return jsonResponse(204);
    }
    if (url.pathname.endsWith('/mfa-reset')) {
      return (body as { recoveryCode: string }).recoveryCode === CODES[0]
        ? jsonResponse(204)
        : jsonResponse(400, {
            code: 'code_incorrect',
            message: 'The code is not correct',
            errors: [{ path: 'recoveryCode', code: 'code_incorrect', message: 'The code is not correct' }],
          });
    }
    return errorResponse(404, 'not_found', 'Not found');
  });
}

function renderPage(user: { id: string; role: Role }, onSignedOut = vi.fn()) {
  return renderRoutes(
    [{ path: '/security', element: <SecurityPage user={user} onSignedOut={onSignedOut} /> }],
    {
      entries: ['/security'],
    },
  );
}

describe('the security page', () => {
  it('lets a merchant set up a second factor: wrong code said at the field, then the recovery codes once', async () => {
    securityApi(false);
    const { user } = renderPage(merchant);
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up a second factor' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText(/Authenticator code/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery code' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.getByText('Unused recovery codes: 10')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery code' })).not.toBeInTheDocument();
  });

  it('says to sign in again when the sign-in is too old to set one up', async () => {
    const message = 'For this, please sign out and sign in again';
    mockFetch(({ method, url }) => {
      if (url.pathname === '/api/me/security') return jsonResponse(200, { mfa: false, recoveryCodesLeft: 0 });
      if (url.pathname === '/api/me/mfa' && method === 'POST')
        return errorResponse(403, 'sign_in_again', message);
      return jsonResponse(200, { available: true, items: [] });
    });
    const { user } = renderPage(merchant);
    await user.click(await screen.findByRole('button', { name: 'Set up a second factor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
  });

  it('lets a merchant turn it off after a confirmation', async () => {
    const { calls } = securityApi(true);
    const { user } = renderPage(merchant);
    await user.click(await screen.findByRole('button', { name: 'Turn off second factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the second factor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/me/mfa')).toBe(true);
  });

  it('offers an admin no way off, only a new app with a recovery code, which signs them out', async () => {
    const { calls } = securityApi(true);
    const onSignedOut = vi.fn();
    const { user } = renderPage(admin, onSignedOut);
    expect(await screen.findByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off second factor' })).not.toBeInTheDocument();
    const field = screen.getByLabelText(/Recovery code/);
    await user.type(field, 'wrong-code1');
    await user.click(screen.getByRole('button', { name: 'Reset and sign out' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The code is not correct'));
    expect(onSignedOut).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, CODES[0]!);
    await user.click(screen.getByRole('button', { name: 'Reset and sign out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(calls.at(-1)?.url.pathname).toBe(`/api/users/${admin.id}/mfa-reset`);
  });

  it('keeps a reviewer on a second factor too: the team note, no way off', async () => {
    securityApi(true);
    renderPage({ ...admin, role: 'reviewer' });
    expect(
      await screen.findByText(/Admins and reviewers always sign in with a second factor/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off second factor' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset and sign out' })).toBeInTheDocument();
  });
});
