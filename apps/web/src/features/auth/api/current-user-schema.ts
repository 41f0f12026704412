/** The signed-in user's schema, imported when the answer arrives (see lib/error-body-schema.ts for why). */
export { currentUserSchema } from '@portal/shared';
