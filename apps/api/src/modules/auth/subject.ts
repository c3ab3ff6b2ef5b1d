import type { Realm } from './access-token.ts';

/** Who a session or a one-time code belongs to. */
export type SubjectKind = 'admin' | 'company' | 'tenant-user';

export const realmOfSubject: Record<SubjectKind, Realm> = {
  admin: 'admin',
  company: 'customer',
  'tenant-user': 'customer',
};
