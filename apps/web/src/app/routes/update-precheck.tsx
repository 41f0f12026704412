import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PublicFormLayout } from '@/components/layout/public-form-layout';
import { UpdatePrecheckPage } from '@/features/precheck/update/update-precheck-page';

/** A request for information's link (/p/update/:token): the public layout, no sign-in needed. */
export default function UpdatePrecheckRoute() {
  const { token = '' } = useParams();
  const source = useMemo(() => ({ token }), [token]);
  return (
    <PublicFormLayout>
      <UpdatePrecheckPage key={token} source={source} />
    </PublicFormLayout>
  );
}
