import { z } from '@portal/shared/zod';

/** Router state with which sign-up sends the user to the code step of sign-in for the given e-mail. */
export const signInHandoffSchema = z.object({ email: z.string() });
export type SignInHandoff = z.infer<typeof signInHandoffSchema>;
