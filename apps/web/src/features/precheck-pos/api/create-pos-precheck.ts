import { CAPTCHA_HEADER, createdResponseSchema, type Language, type PosPrecheckData } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { posPrechecksQueryKey } from './get-pos-prechecks';

export type CreatePosPrecheckInput = {
  data: PosPrecheckData;
  /** The PDF and any error messages come back in this language. */
  language: Language;
  /** The solved captcha of an anonymous submission; signed-in users send none. */
  captchaToken?: string | null;
};

export function createPosPrecheck({ data, language, captchaToken }: CreatePosPrecheckInput) {
  return apiRequest('/precheck-pos', {
    method: 'POST',
    query: { language },
    body: data,
    headers: captchaToken ? { [CAPTCHA_HEADER]: captchaToken } : undefined,
    schema: createdResponseSchema,
  });
}

export function useCreatePosPrecheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPosPrecheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...posPrechecksQueryKey, 'list'] }),
  });
}
