import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditAdmin, AuditResource } from '@iot/shared/audit-log';
import type { WithId } from '../../../api/client.ts';

/** The words for an entry's action and resource, in the page's language. */
export function useAuditLabels() {
  const { t } = useTranslation();
  return {
    action: (action: AuditAction) => t(`auditLog.actions.${action}`),
    resource: (resource: AuditResource) => t(`auditLog.resources.${resource}`),
  };
}

/** Who made a change: the name they had then, else their e-mail, else that the account is unknown. */
export function AdminName({ admin }: { admin: WithId<AuditAdmin> }) {
  const { t } = useTranslation();
  return <bdi>{admin.name ?? admin.email ?? t('auditLog.unknownAdmin')}</bdi>;
}
