import { useSearchParams } from 'react-router';
import { PublicFormLayout } from '@/components/layout/public-form-layout';
import { Logo, logoBrandOf } from '@/components/ui/logo';
import { CreateEcomPrecheck } from '@/features/precheck/ecom/components/create-ecom-precheck';

/** The public form (/p/add-precheck): no sign-in, a minimal page, the captcha; `?brand=pp` picks the pp logo. */
export default function PublicAddEcomPrecheckRoute() {
  const [params] = useSearchParams();
  return (
    <PublicFormLayout logo={<Logo brand={logoBrandOf(params.get('brand'))} />}>
      <CreateEcomPrecheck variant="public" draftKey="precheck-ecom:public" />
    </PublicFormLayout>
  );
}
