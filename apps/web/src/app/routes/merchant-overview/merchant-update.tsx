import { PRECHECK_KINDS, type PrecheckKind } from '@portal/shared';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { UpdatePrecheckPage } from '@/features/precheck/update/update-precheck-page';

const isKind = (value: string | undefined): value is PrecheckKind =>
  (PRECHECK_KINDS as readonly string[]).includes(value ?? '');

/** The signed-in merchant's answer to the team's request on their own pre-check (/merchant/update/:kind/:id). */
export default function MerchantUpdateRoute() {
  const { kind, id = '' } = useParams();
  const source = useMemo(() => (isKind(kind) ? { kind, id } : null), [kind, id]);
  if (!source) return <Navigate to={paths.merchantOverview.getHref()} replace />;
  return <UpdatePrecheckPage key={`${source.kind}-${id}`} source={source} />;
}
