import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the draft is written; a reload or leaving the page writes at once. */
export const DRAFT_SAVE_DELAY_MS = 500;

const STORAGE_PREFIX = 'draft:';

/** The flat values a form keeps: texts and lists of chosen values. */
export type DraftValues = Record<string, string | string[]>;

function sameValues(a: DraftValues, b: DraftValues): boolean {
  return Object.keys(b).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * The stored draft laid over the defaults, field by field, taking only fields the form still has and
 * only of the type the default has: a draft written by an older build (or edited by hand) can neither
 * add fields nor crash the form.
 */
function readDraft<T extends DraftValues>(storageKey: string, defaults: T): { values: T; restored: boolean } {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null) return { values: defaults, restored: false };

  const values: DraftValues = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown>)[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) values[key] = value;
    } else if (typeof value === 'string') {
      values[key] = value;
    }
  }
  return { values: values as T, restored: !sameValues(values, defaults) };
}

function writeDraft(storageKey: string, values: DraftValues, defaults: DraftValues): void {
  try {
    if (sameValues(values, defaults)) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(values));
  } catch {
    // Storage full or disabled (private mode): the form still works, it just forgets on reload.
  }
}

export type Draft<T extends DraftValues> = {
  /** The values to start the form with: the saved draft over the defaults. */
  initialValues: T;
  /** Whether a saved draft was found, so the form can say so and offer to clear it. */
  restored: boolean;
  /** Schedules a save (debounced); values equal to the defaults remove the draft instead. */
  save: (values: T) => void;
  /** Forgets the draft, e.g. after a successful submit. */
  clear: () => void;
};

/**
 * Autosaves a form's values in localStorage under `draft:<key>` so a reload loses nothing (DESIGN §6).
 * Pending saves are written when the page is hidden or the form unmounts. The key should name the form
 * and, for signed-in forms, the user, so drafts never cross from one account to the next.
 */
export function useDraft<T extends DraftValues>(key: string, defaults: T): Draft<T> {
  const storageKey = `${STORAGE_PREFIX}${key}`;
  const [initial] = useState(() => readDraft(storageKey, defaults));
  const defaultsRef = useRef(defaults);
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) writeDraft(storageKey, pending.current, defaultsRef.current);
    pending.current = null;
  }, [storageKey]);

  const save = useCallback(
    (values: T) => {
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing stored, nothing to forget.
    }
  }, [storageKey]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { initialValues: initial.values, restored: initial.restored, save, clear };
}
