import { licenseStatuses } from '@iot/shared/licenses';
import { readListPage, writeListPage } from '../../../lib/list-page.ts';
import type { LicenseListState } from '../../../api/cms-licenses.ts';

/** The licenses list as its URL holds it; anything unknown falls back to the default. */
export function readLicenseListState(params: URLSearchParams): LicenseListState {
  const status = params.get('status');
  const tenantId = params.get('tenant') ?? '';
  return {
    ...readListPage(params),
    search: params.get('search')?.trim() ?? '',
    status: licenseStatuses.find((value) => value === status) ?? '',
    tenantId: /^[0-9a-f-]{36}$/i.test(tenantId) ? tenantId : '',
    nearlyUsedUp: params.get('nearlyUsedUp') === 'true',
  };
}

export function writeLicenseListState(state: LicenseListState): URLSearchParams {
  const query = writeListPage(state);
  if (state.search) query.set('search', state.search);
  if (state.status) query.set('status', state.status);
  if (state.tenantId) query.set('tenant', state.tenantId);
  if (state.nearlyUsedUp) query.set('nearlyUsedUp', 'true');
  return query;
}
