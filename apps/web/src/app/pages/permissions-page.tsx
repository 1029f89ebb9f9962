import { AuditLog } from '@/features/admin/audit/components/audit-log.tsx';
import PermissionsPage from '@/features/admin/permissions/pages/permissions-page.tsx';

export default function PermissionsWithAuditLog() {
  return <PermissionsPage auditLog={<AuditLog />} />;
}
