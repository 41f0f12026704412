import { CAPTCHA_HEADER, createdResponseSchema, type EcomPrecheckData, type Language } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ecomPrechecksQueryKey } from './get-ecom-prechecks';

export type CreateEcomPrecheckInput = {
  data: EcomPrecheckData;
  /** Error messages come back in this language. */
  language: Language;
  /** The solved captcha of an anonymous submission; signed-in users send none. */
  captchaToken?: string | null;
};

export function createEcomPrecheck({ data, language, captchaToken }: CreateEcomPrecheckInput) {
  return apiRequest('/precheck', {
    method: 'POST',
    query: { language },
    body: data,
    headers: captchaToken ? { [CAPTCHA_HEADER]: captchaToken } : undefined,
    schema: createdResponseSchema,
  });
}

export function useCreateEcomPrecheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEcomPrecheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ecomPrechecksQueryKey, 'list'] }),
  });
}
