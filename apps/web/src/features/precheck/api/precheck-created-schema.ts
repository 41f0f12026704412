/** A created pre-check's answer schema, imported when it is sent (see lib/error-body-schema.ts for why). */
export { precheckCreatedSchema } from '@portal/shared';
