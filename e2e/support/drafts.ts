/**
 * A form's autosaved draft, put into localStorage before the page's own scripts run, so a test whose
 * subject is not typing starts from a filled-in form: the form restores it as it would after a reload.
 *
 * The format is the one apps/web/src/features/precheck/form/use-draft.ts reads: the key `draft:<draftKey>`
 * (the `draftKey` of the route, e.g. `precheck-pos:public` or `precheck-pos:user:<user id>`) and the
 * form's values as JSON, texts as typed and lists of wire values, groups as nested objects.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { apiRequest } from './api.ts';
import { APP_URL } from './ports.ts';

/** Mirrors DraftValue of use-draft.ts: what a form keeps in its draft. */
export type DraftValue = string | string[] | { [key: string]: DraftValue };
export type DraftValues = { [key: string]: DraftValue };

/** localStorage key of the draft the form with this `draftKey` restores (use-draft.ts STORAGE_PREFIX). */
export const draftStorageKey = (draftKey: string) => `draft:${draftKey}`;

/** The signed-in user's id, which names the drafts of the signed-in forms. */
export async function userIdOf(token: string): Promise<string> {
  const { status, body } = await apiRequest<{ id: string }>('GET', '/auth/validate-token', { token });
  if (status !== 200) throw new Error(`validate-token: HTTP ${status} ${JSON.stringify(body)}`);
  return body.id;
}

/**
 * Writes `values` as the draft `draftKey` before any page of the app loads in `target` (a page, or every
 * page of a context). Only once per tab: a reload or a later navigation finds what the form saved
 * meanwhile (or nothing, once it was sent), just as it would for a person.
 */
export async function seedDraft(
  target: Page | BrowserContext,
  draftKey: string,
  values: DraftValues,
): Promise<void> {
  await target.addInitScript(
    ({ origin, storageKey, json }) => {
      if (location.origin !== origin) return;
      const marker = `e2e-draft-seeded:${storageKey}`;
      try {
        if (sessionStorage.getItem(marker)) return;
        sessionStorage.setItem(marker, '1');
        localStorage.setItem(storageKey, json);
      } catch {
        // No storage here (an opaque origin): nothing to seed.
      }
    },
    { origin: new URL(APP_URL).origin, storageKey: draftStorageKey(draftKey), json: JSON.stringify(values) },
  );
}
