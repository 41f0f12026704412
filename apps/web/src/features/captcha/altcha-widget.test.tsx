import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Challenge } from 'altcha/lib';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithTheme } from '@/test/render';
import AltchaWidget from './altcha-widget';
import type { CaptchaWidgetHandle } from './use-captcha';

// The proof of work itself is the library's (and runs in workers, which jsdom lacks): its result
// stands in here, and what the widget makes of it is what is checked.
const solver = vi.hoisted(() => ({
  solve: vi.fn<(options: { challenge: unknown; controller?: AbortController }) => Promise<unknown>>(),
}));
vi.mock('altcha/lib', () => ({ solveChallengeWorkers: solver.solve }));
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: class {} }));

const CHALLENGE_URL = '/api/captcha/challenge';
const SOLUTION = { counter: 4711, derivedKey: 'ab12', time: 12 };

function challenge(expiresInSeconds = 600): Challenge {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'n0nce',
      salt: 's4lt',
      cost: 1000,
      keyLength: 32,
      keyPrefix: 'ab',
      expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
    },
    signature: 'sig',
  };
}

function renderWidget() {
  const onToken = vi.fn<(token: string | null) => void>();
  const ref = createRef<CaptchaWidgetHandle>();
  renderWithTheme(<AltchaWidget ref={ref} challengeUrl={CHALLENGE_URL} onToken={onToken} />);
  return { onToken, ref, box: () => screen.getByRole('checkbox', { name: "I'm not a robot" }) };
}

const state = () => screen.getByTestId('altcha').getAttribute('data-state');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  solver.solve.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AltchaWidget', () => {
  it('solves the challenge the server gave and hands over the payload the server verifies', async () => {
    const given = challenge();
    const { calls } = mockFetch(() => jsonResponse(200, given));
    solver.solve.mockResolvedValue(SOLUTION);
    const { onToken, box } = renderWidget();
    expect(state()).toBe('unverified');

    await userEvent.click(box());

    await waitFor(() => expect(state()).toBe('verified'));
    expect(calls.map((call) => call.url.pathname)).toEqual([CHALLENGE_URL]);
    expect(solver.solve.mock.calls[0]?.[0].challenge).toEqual(given);
    const token = onToken.mock.calls.at(-1)?.[0];
    expect(JSON.parse(atob(token ?? ''))).toEqual({
      challenge: { parameters: given.parameters, signature: given.signature },
      solution: SOLUTION,
    });
    expect(box()).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(screen.getByDisplayValue(token ?? '-')).toHaveAttribute('name', 'altcha');
  });

  it('says it failed and hands over nothing when the challenge cannot be fetched, and tries again on the next tick', async () => {
    let answer = 503;
    mockFetch(() => jsonResponse(answer, answer === 200 ? challenge() : { code: 'service_unavailable' }));
    solver.solve.mockResolvedValue(SOLUTION);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onToken, box } = renderWidget();

    await userEvent.click(box());
    await waitFor(() => expect(state()).toBe('error'));
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(box()).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('The check failed. Please tick the box again.');

    answer = 200;
    await userEvent.click(box());
    await waitFor(() => expect(state()).toBe('verified'));
    expect(onToken.mock.calls.at(-1)?.[0]).toEqual(expect.any(String));
  });

  it('fails when the solver finds nothing in time', async () => {
    mockFetch(() => jsonResponse(200, challenge()));
    solver.solve.mockResolvedValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onToken, box } = renderWidget();

    await userEvent.click(box());

    await waitFor(() => expect(state()).toBe('error'));
    expect(onToken).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('takes the payload back when the challenge expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => jsonResponse(200, challenge(60)));
    solver.solve.mockResolvedValue(SOLUTION);
    const { onToken, box } = renderWidget();
    await userEvent.click(box());
    await waitFor(() => expect(state()).toBe('verified'));

    act(() => {
      vi.advanceTimersByTime(61_000);
    });

    expect(state()).toBe('expired');
    expect(onToken).toHaveBeenLastCalledWith(null);
    expect(box()).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('The check has expired. Please tick the box again.');
  });

  it('starts over on reset, abandoning a solve still running', async () => {
    mockFetch(() => jsonResponse(200, challenge()));
    let controller: AbortController | undefined;
    solver.solve.mockImplementation(
      (options) =>
        new Promise((resolve) => {
          controller = options.controller;
          options.controller?.signal.addEventListener('abort', () => resolve(null));
        }),
    );
    const { onToken, ref, box } = renderWidget();
    await userEvent.click(box());
    await waitFor(() => expect(state()).toBe('verifying'));

    act(() => ref.current?.reset());

    expect(controller?.signal.aborted).toBe(true);
    expect(state()).toBe('unverified');
    expect(onToken).toHaveBeenLastCalledWith(null);
    // The abandoned solve ends quietly: no error shown for what nobody waits for any more.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state()).toBe('unverified');
  });

  it('speaks the UI language', async () => {
    await i18n.changeLanguage('de');
    renderWidget();
    expect(await screen.findByRole('checkbox', { name: 'Ich bin kein Roboter' })).toBeInTheDocument();
  });
});
