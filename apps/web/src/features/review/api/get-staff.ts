import { staffMembersSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The staff a pre-check may be assigned to (admins and reviewers), by name. */
export function useStaff() {
  return useQuery({
    queryKey: ['staff'],
    queryFn: ({ signal }) => apiRequest('/staff', { schema: staffMembersSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
