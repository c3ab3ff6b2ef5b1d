import { isStaffPermission, type StaffPermission } from '@iot/shared/staff-roles';

function declaredPermission(handle: unknown): unknown {
  return typeof handle === 'object' && handle !== null && 'permission' in handle ? handle.permission : undefined;
}

/**
 * The permission the page being shown needs: the one its route declares in its `handle`
 * (app/router.tsx cmsPages), from the deepest matched route that declares one.
 */
export function routePermission(matches: readonly { handle: unknown }[]): StaffPermission | undefined {
  return matches.map(({ handle }) => declaredPermission(handle)).findLast(isStaffPermission);
}
