import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { CreatePosPrecheck } from '@/features/precheck/pos/components/create-pos-precheck';

/** The signed-in form, inside the staff layout: no captcha, the draft kept per user. */
export default function AddPosPrecheckRoute() {
  const me = useCurrentUser();
  return <CreatePosPrecheck variant="internal" draftKey={`precheck-pos:user:${me.data?.id ?? 'unknown'}`} />;
}
