/**
 * The schema of an error answer, for the API client to import when a request fails
 * (`await import('@/lib/error-body-schema')`), so zod is not part of a public form's first load.
 * Through a module of our own: a dynamic import of '@portal/shared' itself, which the first load
 * imports statically, puts the package and zod in one chunk with it.
 */
export { errorBodySchema } from '@portal/shared';
