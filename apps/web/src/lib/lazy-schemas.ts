/**
 * The shared schemas that code on a public form's first load checks answers with, for it to import
 * when such an answer arrives (`await import('@/lib/lazy-schemas')`), so zod is not part of that
 * first load. Through a module of our own: a dynamic import of '@portal/shared' itself, which the
 * first load imports statically, puts the package and zod in one chunk with it.
 */
export { currentUserSchema, errorBodySchema, precheckCreatedSchema } from '@portal/shared';
