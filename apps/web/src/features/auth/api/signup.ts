import { CAPTCHA_HEADER, okResponseSchema, type SignupRequest } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SignupInput = {
  body: SignupRequest;
  /** The solved captcha, sent as the public forms send theirs; none while the server has it off. */
  captchaToken: string | null;
};

/** Registers a merchant account and mails it a sign-in code. */
export function signup({ body, captchaToken }: SignupInput) {
  return apiRequest('/auth/signup', {
    method: 'POST',
    body,
    schema: okResponseSchema,
    ...(captchaToken && { headers: { [CAPTCHA_HEADER]: captchaToken } }),
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
