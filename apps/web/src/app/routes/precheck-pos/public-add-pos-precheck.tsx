import { PublicFormLayout } from '@/components/layout/public-form-layout';
import { CreatePosPrecheck } from '@/features/precheck/pos/components/create-pos-precheck';

/** The public form (/p/add-precheck-pos): no sign-in, a minimal page, and the captcha. */
export default function PublicAddPosPrecheckRoute() {
  return (
    <PublicFormLayout>
      <CreatePosPrecheck variant="public" draftKey="precheck-pos:public" />
    </PublicFormLayout>
  );
}
