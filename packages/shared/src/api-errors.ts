import { z } from './zod.ts';

/**
 * Every error an API answer can carry (DESIGN §10): a stable snake_case `code` a program can switch
 * on, with the HTTP status it is sent with. The one list: the server's statuses, the error body's
 * schema, the OpenAPI enum, the web client and the `apiErrors` message catalogue (one message per
 * code, in every language) all derive from it. Where a status is raised by the framework itself
 * (a 413, a 415), the first code listed with that status is the one answered.
 *
 * An e-mailed code that is wrong and one that has expired are both `otp_invalid`, on purpose: telling
 * them apart would tell whoever guesses that a code was sent to that address.
 */
export const API_ERRORS = {
  bad_request: 400,
  validation_failed: 400,
  captcha_required: 400,
  captcha_invalid: 400,
  code_incorrect: 400,
  passkey_refused: 400,
  webhook_url_refused: 400,
  unauthorized: 401,
  otp_invalid: 401,
  sign_in_expired: 401,
  forbidden: 403,
  insufficient_scope: 403,
  own_second_factor: 403,
  four_eyes_required: 403,
  step_up_required: 403,
  sign_in_again: 403,
  sso_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  email_taken: 409,
  last_admin: 409,
  invalid_transition: 409,
  already_enrolled: 409,
  not_resendable: 409,
  idempotency_in_progress: 409,
  backups_off: 409,
  precondition_failed: 412,
  update_closed: 410,
  secret_erased: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  idempotency_conflict: 422,
  precondition_required: 428,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  secret_unreadable: 500,
  service_unavailable: 503,
  captcha_unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];

/**
 * What is wrong with one field of a refused request: missing or blank (`required`), over its length
 * (`too_long`: text or a list), not one of the fields of the request (`unknown_field`), otherwise not valid
 * (`invalid`); or an error code that belongs to one field (the e-mail address already taken, the
 * captcha to solve again, the code that was not correct).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'too_long',
  'unknown_field',
  'email_taken',
  'code_incorrect',
  'captcha_required',
  'captcha_invalid',
  'captcha_unavailable',
  'webhook_url_refused',
] as const satisfies readonly string[];

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  path: z.string().meta({ description: 'The field, dotted from the root of its part: `genInfo.genComp`' }),
  code: z.enum(FIELD_ERROR_CODES),
  message: z.string().meta({ description: 'What is wrong, in the language of the request' }),
});

export const errorBodySchema = z.object({
  code: z
    .enum(API_ERROR_CODES)
    .meta({ description: 'Stable; one of the codes of the API (ARCHITECTURE.md)' }),
  message: z.string().meta({ description: 'The same, in the language of the request, for people' }),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldErrorBody = z.infer<typeof fieldErrorSchema>;
