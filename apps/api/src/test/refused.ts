import { API_ERRORS, type ApiErrorCode } from '@portal/shared';
import { expect } from 'vitest';

export type Answer = { statusCode: number; json(): unknown };

/**
 * An error answer asserted by what a program reads off it: its code, and the status the shared list
 * sends it with.
 */
export function expectRefused(answer: Answer, code: ApiErrorCode) {
  const actual = { status: answer.statusCode, code: (answer.json() as { code?: unknown }).code };
  expect(actual).toEqual({ status: API_ERRORS[code], code });
}
