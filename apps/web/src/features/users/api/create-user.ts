import { IDEMPOTENCY_HEADER, type UserData, userSchema } from '@portal/shared';
import { apiRequest } from '@/lib/api-client';
import { changingMutation } from '@/lib/query-factories';
import { withRetries } from '@/lib/retry';

/** Sent with the form's `Idempotency-Key`, so a try lost on the way is sent again without a second user. */
export function createUser({ data, idempotencyKey }: { data: UserData; idempotencyKey: string }) {
  return withRetries((signal) =>
    apiRequest('/users', {
      method: 'POST',
      body: data,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      schema: userSchema,
      signal,
    }),
  );
}

export const useCreateUser = changingMutation(createUser);
