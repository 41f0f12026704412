import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { CreateEcomPrecheck } from '@/features/precheck/ecom/components/create-ecom-precheck';

/** The signed-in form, inside the staff layout: no captcha, the draft kept per user. */
export default function AddEcomPrecheckRoute() {
  const me = useCurrentUser();
  return (
    <CreateEcomPrecheck variant="internal" draftKey={`precheck-ecom:user:${me.data?.id ?? 'unknown'}`} />
  );
}
