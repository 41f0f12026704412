import { randomBytes } from 'node:crypto';

/** A fresh address per call, so every test owns its data and reruns never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}
