/**
 * What the browser takes from the catalogue: the message keys, and one language at a time, in parts.
 * Not the package's index, which gathers all four languages for the server.
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
 * The parts of a language's catalogue the browser fetches one by one, so a public form downloads only
 * what it shows: `base` (what every screen says: common texts, form texts, validation messages), each
 * form's own namespace, and `staff`, the rest, for sign-in and the signed-in screens. Only the language
 * shown is downloaded; another one when the user switches (apps/web/src/lib/i18n.ts).
 */
export type CataloguePart = 'base' | 'precheckPos' | 'precheckEcom' | 'staff';

type PartLoaders = Record<CataloguePart, () => Promise<Partial<Messages>>>;

/** A form's namespace file (its JSON tree) as the part it is: the tree under the namespace's name. */
const asNamespace =
  <N extends 'precheckPos' | 'precheckEcom'>(name: N) =>
  ({ default: tree }: { default: Messages[N] }) =>
    ({ [name]: tree }) as Pick<Messages, N>;

export const loadCataloguePart: Record<Language, PartLoaders> = {
  en: {
    base: () => import('../locales/en.base.ts'),
    precheckPos: () => import('../locales/en/precheckPos.json').then(asNamespace('precheckPos')),
    precheckEcom: () => import('../locales/en/precheckEcom.json').then(asNamespace('precheckEcom')),
    staff: () => import('../locales/en.staff.ts'),
  },
  es: {
    base: () => import('../locales/es.base.ts'),
    precheckPos: () => import('../locales/es/precheckPos.json').then(asNamespace('precheckPos')),
    precheckEcom: () => import('../locales/es/precheckEcom.json').then(asNamespace('precheckEcom')),
    staff: () => import('../locales/es.staff.ts'),
  },
  de: {
    base: () => import('../locales/de.base.ts'),
    precheckPos: () => import('../locales/de/precheckPos.json').then(asNamespace('precheckPos')),
    precheckEcom: () => import('../locales/de/precheckEcom.json').then(asNamespace('precheckEcom')),
    staff: () => import('../locales/de.staff.ts'),
  },
  it: {
    base: () => import('../locales/it.base.ts'),
    precheckPos: () => import('../locales/it/precheckPos.json').then(asNamespace('precheckPos')),
    precheckEcom: () => import('../locales/it/precheckEcom.json').then(asNamespace('precheckEcom')),
    staff: () => import('../locales/it.staff.ts'),
  },
};
