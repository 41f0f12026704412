/** The update answers' schemas, imported when called (see lib/error-body-schema.ts for why). */
export { updateRequestSchema, updateSavedSchema } from '@portal/shared';
