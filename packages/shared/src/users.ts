import { z } from './zod.ts';
import {
  emailField,
  languageSchema,
  listQuerySchema,
  oneLineText,
  pageSchema,
  timestampSchema,
} from './common.ts';
import { DEFAULT_LANGUAGE } from './locales.ts';
import { DEFAULT_ROLE, roleSchema } from './roles.ts';

export const USERS_PAGE_SIZE = 20;

export const userInputSchema = z.strictObject({
  name: oneLineText('validation.nameRequired', 'validation.nameOneLine'),
  email: emailField('validation.emailRequired', 'validation.emailInvalid'),
  role: roleSchema.default(DEFAULT_ROLE),
  languagePreference: languageSchema.default(DEFAULT_LANGUAGE),
});
export type UserInput = z.input<typeof userInputSchema>;
export type UserData = z.output<typeof userInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  languagePreference: languageSchema,
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = listQuerySchema(USERS_PAGE_SIZE);
export const userPageSchema = pageSchema(userSchema);
