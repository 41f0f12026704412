import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormGetValues, UseFormWatch } from 'react-hook-form';
import { drawUuid } from '@/lib/uuid';

/** Typing pauses this long before the draft is written; a reload or leaving the page writes at once. */
export const DRAFT_SAVE_DELAY_MS = 500;

const STORAGE_PREFIX = 'draft:';
const SUBMISSION_KEY_PREFIX = 'draft-key:';
const STEP_PREFIX = 'draft-step:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function storeKey(storageKey: string, key: string): string {
  try {
    localStorage.setItem(storageKey, key);
  } catch {
    // Not stored: the key lives as long as the page, which still covers every retry of this send.
  }
  return key;
}

function readItem(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function readSubmissionKey(storageKey: string): string {
  const stored = readItem(storageKey);
  return stored && UUID.test(stored) ? stored : storeKey(storageKey, drawUuid());
}

/**
 * The values a form keeps: texts and lists of chosen values, possibly in named groups (the
 * e-commerce form keeps `genInfo.genComp`), each group again of texts, lists and groups.
 */
export type DraftValue = string | string[] | { [key: string]: DraftValue };
export type DraftValues = { [key: string]: DraftValue };

function sameValues(a: DraftValues, b: DraftValues): boolean {
  return Object.keys(b).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored draft laid over the defaults, field by field (group by group), taking only fields the
 * form still has and only of the type the default has: a draft written by an older build (or edited
 * by hand) can neither add fields nor crash the form.
 */
function overlay<T extends DraftValues>(defaults: T, stored: Record<string, unknown>): T {
  const values: DraftValues = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) values[key] = value;
    } else if (isGroup(fallback)) {
      if (isGroup(value)) values[key] = overlay(fallback, value);
    } else if (typeof value === 'string') {
      values[key] = value;
    }
  }
  return values as T;
}

function readDraft<T extends DraftValues>(storageKey: string, defaults: T): { values: T; restored: boolean } {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    stored = null;
  }
  if (!isGroup(stored)) return { values: defaults, restored: false };
  const values = overlay(defaults, stored);
  return { values, restored: !sameValues(values, defaults) };
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
  /**
   * The `Idempotency-Key` of what this draft becomes when sent (DESIGN §10): every try of one filled
   * form carries it, a reload keeps it, and only `clear` or `renewKey` draw another.
   */
  submissionKey: string;
  /** Forgets the draft and draws a new submission key, e.g. after a successful submit. */
  clear: () => void;
  /** Draws a new submission key for the same values, when the old one was spent on other values. */
  renewKey: () => void;
  /** Whether the restored draft was being reviewed ("Check your answers") when the page was left. */
  reviewing: boolean;
  /** Keeps the step with the draft: under review, or back in the form. */
  saveStep: (reviewing: boolean) => void;
};

/**
 * Autosaves a form's values in localStorage under `draft:<key>` so a reload loses nothing (DESIGN §6).
 * Pending saves are written when the page is hidden or the form unmounts. The key should name the form
 * and, for signed-in forms, the user, so drafts never cross from one account to the next.
 */
export function useDraft<T extends DraftValues>(key: string, defaults: T): Draft<T> {
  const storageKey = `${STORAGE_PREFIX}${key}`;
  const keyStorageKey = `${SUBMISSION_KEY_PREFIX}${key}`;
  const stepStorageKey = `${STEP_PREFIX}${key}`;
  const [initial] = useState(() => readDraft(storageKey, defaults));
  const [reviewing] = useState(() => initial.restored && readItem(stepStorageKey) === 'review');
  const saveStep = useCallback(
    (review: boolean) => {
      try {
        if (review) localStorage.setItem(stepStorageKey, 'review');
        else localStorage.removeItem(stepStorageKey);
      } catch {
        // Not stored: a reload then starts in the form, with every value kept.
      }
    },
    [stepStorageKey],
  );
  const [submissionKey, setSubmissionKey] = useState(() => readSubmissionKey(keyStorageKey));
  const renewKey = useCallback(() => setSubmissionKey(storeKey(keyStorageKey, drawUuid())), [keyStorageKey]);
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
      localStorage.removeItem(stepStorageKey);
    } catch {
      // Nothing stored, nothing to forget.
    }
    renewKey();
  }, [storageKey, stepStorageKey, renewKey]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    initialValues: initial.values,
    restored: initial.restored,
    save,
    clear,
    submissionKey,
    renewKey,
    reviewing,
    saveStep,
  };
}

/**
 * Saves a react-hook-form form into its draft on every change. `toDraft` decides what is stored,
 * e.g. everything but a password, which has no business lying in localStorage.
 */
export function useDraftAutosave<T extends FieldValues & DraftValues>(
  form: { watch: UseFormWatch<T>; getValues: UseFormGetValues<T> },
  save: (values: T) => void,
  toDraft: (values: T) => T = (values) => values,
): void {
  const toDraftRef = useRef(toDraft);
  useEffect(() => {
    toDraftRef.current = toDraft;
  });
  useEffect(() => {
    const subscription = form.watch(() => save(toDraftRef.current(form.getValues())));
    return () => subscription.unsubscribe();
  }, [form, save]);
}
