import { useParams } from 'react-router';
import { AuditEntryPage } from '../../../features/cms-audit-log/components/audit-entry-page.tsx';
import { AuditLogPage } from '../../../features/cms-audit-log/components/audit-log-page.tsx';

/** /cms/audit-log: every back-office write (DESIGN §Operations). */
export function CmsAuditLogRoute() {
  return <AuditLogPage />;
}

/** /cms/audit-log/{id}: one entry, its changes before and after. */
export function CmsAuditEntryRoute() {
  const { id = '' } = useParams();
  return <AuditEntryPage key={id} id={id} />;
}
