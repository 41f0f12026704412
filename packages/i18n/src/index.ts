import { DEFAULT_LANGUAGE, type Language, parseMessage } from '@portal/shared';
import * as files from '../locales/index.ts';
import type { Messages } from './browser.ts';

/** A plain object of the four modules, so a bundle that never reads it leaves every language out. */
export const resources: Record<Language, Messages> = {
  en: files.en,
  es: files.es,
  de: files.de,
  it: files.it,
};

export { type MessageKey, type Messages, messageKey } from './browser.ts';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a dotted key (with or without values, `messageWith`) names a message: tells keys from library texts. */
export function hasMessage(message: string): boolean {
  return lookup(resources[DEFAULT_LANGUAGE], parseMessage(message).key) !== undefined;
}

/**
 * Server-side translation (mails, API errors, PDFs) with i18next's `{{name}}` interpolation, so one
 * catalogue serves the browser (through i18next) and the server alike. A schema message's own values
 * (`messageWith`) join `vars`. Falls back to English, then to the key.
 */
export function translate(
  language: Language,
  message: string,
  extraVars: Record<string, string | number> = {},
): string {
  const { key, values } = parseMessage(message);
  const vars: Record<string, string | number> = { ...values, ...extraVars };
  const text = lookup(resources[language], key) ?? lookup(resources[DEFAULT_LANGUAGE], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** `translate` bound to one language, for code that is handed a `t` (record views, PDFs). */
export function translator(language: Language) {
  return (key: string, vars?: Record<string, string | number>) => translate(language, key, vars);
}

/** Every dotted key of a catalogue: the parity test compares these across languages. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flattenKeys(value, `${prefix}${key}.`),
  );
}
