import { afterEach, expect } from 'vitest';
import { contractBreaches } from './answer-contract.ts';

/**
 * Every API test file checks its answers against the API document (test/answer-contract.ts): a test
 * that met an answer off the document fails here even when it did not look at that answer itself.
 */
afterEach(() => {
  const breaches = contractBreaches.splice(0);
  expect(breaches, 'answers off the API document').toEqual([]);
});
