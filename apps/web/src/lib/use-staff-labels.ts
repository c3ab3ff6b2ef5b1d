import { useTranslation } from 'react-i18next';
import { isStaffPermission, isStaffRole, type StaffArea } from '@iot/shared/staff-roles';

/**
 * Staff roles and permissions as translated words (the API answers keys: `operations`,
 * `orders:write`); a key this build does not know is shown as it came.
 */
export function useStaffLabels() {
  const { t } = useTranslation();
  return {
    role: (role: string) => (isStaffRole(role) ? t(`staff.roles.${role}`) : role),
    permission: (permission: string) => {
      if (!isStaffPermission(permission)) return permission;
      if (permission === 'own-account') return t('staff.ownAccount');
      const [area, access] = permission.split(':') as [StaffArea, 'read' | 'write'];
      return t('staff.permission', { area: t(`staff.areas.${area}`), access: t(`staff.access.${access}`) });
    },
  };
}
