import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { StepUpGate } from './step-up-gate';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

/** A screen whose one button makes a grave call, and says how it ended. */
function GraveAction() {
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          apiRequest('/webhooks', { method: 'POST', body: { url: 'https://crm.example.com' } }).then(
            () => setResult('Created'),
            (error: Error) => setResult(error.message),
          )
        }
      >
        Create
      </button>
      <p>{result}</p>
      <StepUpGate />
    </>
  );
}

const PASSKEY = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Laptop',
  createdAt: '2026-12-01T09:00:00.000Z',
  lastUsedAt: null,
};

/** The server: a grave call refused until a step-up with 123456, or with a passkey where one is listed. */
function api({ passkeys = [] as (typeof PASSKEY)[], authenticatorApp = true } = {}) {
  let proven = false;
  return mockFetch(({ url, body }) => {
    if (url.pathname === '/api/me/passkeys') return jsonResponse(200, { items: passkeys, available: true });
    if (url.pathname === '/api/me/security')
      return jsonResponse(200, { mfa: authenticatorApp, recoveryCodesLeft: authenticatorApp ? 10 : 0 });
    if (url.pathname === '/api/auth/step-up/options') return jsonResponse(200, { challenge: 'c2FsdA' });
    if (url.pathname === '/api/auth/step-up') {
      if ((body as { passkey?: unknown }).passkey) {
        proven = true;
        return jsonResponse(204);
      }
      if ((body as { code: string }).code !== '123456')
        return errorResponse(400, 'code_incorrect', 'The code is not correct', {}, [
          { path: 'code', code: 'code_incorrect', message: 'The code is not correct' },
        ]);
      proven = true;
      return jsonResponse(204);
    }
    return proven ? jsonResponse(201, {}) : errorResponse(403, 'step_up_required', 'Confirm it is you');
  });
}

const render = () => renderRoutes([{ path: '/', element: <GraveAction /> }], { entries: ['/'] });

/** A browser that has WebAuthn, and what its prompt answers. */
function passkeyBrowser(answer: () => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  browser.startAuthentication.mockImplementation(answer);
}

afterEach(() => {
  vi.unstubAllGlobals();
  browser.startAuthentication.mockReset();
});

describe('the step-up gate', () => {
  it('asks for a code when a grave action is refused, says a wrong one, then lets the action go again', async () => {
    const { calls } = api();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const field = within(dialog).getByLabelText(/Authenticator or recovery code/);
    await user.type(field, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is not correct')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/webhooks')).toHaveLength(2);
  });

  it('gives the refusal back when the user cancels', async () => {
    api();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Confirm it is you')).toBeInTheDocument();
  });

  it('steps up with a passkey where the user has one and the browser can use it, and lets the action go again', async () => {
    passkeyBrowser(async () => ({ id: 'cred', type: 'public-key', response: {} }));
    const { calls } = api({ passkeys: [PASSKEY] });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2FsdA' } });
    const proof = calls.find((call) => call.url.pathname === '/api/auth/step-up');
    expect(proof?.body).toEqual({ passkey: { id: 'cred', type: 'public-key', response: {} } });
  });

  it('changes nothing when the passkey prompt is closed: the code is still there to use', async () => {
    passkeyBrowser(() => Promise.reject(Object.assign(new Error('closed'), { name: 'NotAllowedError' })));
    const { calls } = api({ passkeys: [PASSKEY] });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(browser.startAuthentication).toHaveBeenCalled());
    expect(within(dialog).getByRole('button', { name: 'Use a passkey instead' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/auth/step-up')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Authenticator or recovery code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
  });

  it('asks only for the passkey where the user has no authenticator app', async () => {
    passkeyBrowser(async () => ({ id: 'cred', type: 'public-key', response: {} }));
    const { calls } = api({ passkeys: [PASSKEY], authenticatorApp: false });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const usePasskey = await within(dialog).findByRole('button', { name: 'Use a passkey' });
    expect(within(dialog).getByText(/This change needs your passkey/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Authenticator or recovery code/)).not.toBeInTheDocument();
    await user.click(usePasskey);
    expect(await screen.findByText('Created')).toBeInTheDocument();
    const proof = calls.find((call) => call.url.pathname === '/api/auth/step-up');
    expect(proof?.body).toEqual({ passkey: { id: 'cred', type: 'public-key', response: {} } });
  });

  it('offers no passkey to a user who has none, even where the browser could use one', async () => {
    passkeyBrowser(async () => ({}));
    const { calls } = api();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/me/passkeys')).toBe(true));
    expect(within(dialog).getByLabelText(/Authenticator or recovery code/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey instead' })).not.toBeInTheDocument();
  });
});
