import type * as english from '../locales/en.ts';

// Apart from the catalogue's modules: code that only names keys (the browser's forms) must not pull
// every language into its bundle.

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
