import { AuditLog } from '@/features/audit/components/audit-log';

export default function AuditRoute() {
  return <AuditLog />;
}
