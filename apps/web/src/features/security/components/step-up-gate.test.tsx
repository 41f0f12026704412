import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

/** The server: a grave call refused until a step-up with 123456. */
function api() {
  let proven = false;
  return mockFetch(({ url, body }) => {
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

  it('steps up with a passkey where the browser has them, and lets the action go again', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    browser.startAuthentication.mockResolvedValue({ id: 'cred', type: 'public-key', response: {} });
    const { calls } = api();
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c2FsdA' } });
    const proof = calls.find((call) => call.url.pathname === '/api/auth/step-up');
    expect(proof?.body).toEqual({ passkey: { id: 'cred', type: 'public-key', response: {} } });
    vi.unstubAllGlobals();
  });
});
