/**
 * What the browser takes from the catalogue: the message keys, and one language at a time. Not the
 * package's index, which gathers all four languages for the server.
 */
import type { Language } from '@portal/shared';
import type * as english from '../locales/en.ts';

/** English is the reference: its shape (each namespace's JSON under its name) is every language's type. */
export type Messages = typeof english;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted key of every message: what `t()` accepts, so a misspelt key fails the typecheck. */
export type MessageKey = Leaves<Messages>;

/**
 * A key built at run time, from a field catalogue or a server answer: the type cannot see it, so the
 * catalogue tests check that every key a catalogue can build exists in every language.
 */
export const messageKey = (key: string) => key as MessageKey;

/**
 * One language's catalogue, fetched on its own: the browser downloads only the language it shows,
 * which keeps the public forms' first load small, and the others when the user switches.
 */
export const loadMessages: Record<Language, () => Promise<Messages>> = {
  en: () => import('../locales/en.ts'),
  es: () => import('../locales/es.ts'),
  de: () => import('../locales/de.ts'),
  it: () => import('../locales/it.ts'),
};
