import { AppError, fieldError } from '../../lib/app-error.ts';

/** A wrong code of one's own, said at its field: 400, as a 401 would sign the caller out. */
export const wrongCode = (field = 'code') =>
  new AppError('code_incorrect', { fieldErrors: [fieldError(field, 'code_incorrect')] });
