import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditAdminsResponseSchema, auditEntryResponseSchema, auditLogResponseSchema } from '@iot/shared/audit-log';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { auditLogQuery, type AuditLogState } from '../lib/audit-log-search.ts';

export const cmsAuditKeys = {
  all: ['cms-audit-log'] as const,
  list: (query: ReturnType<typeof auditLogQuery>) => [...cmsAuditKeys.all, 'list', query] as const,
  one: (id: string) => [...cmsAuditKeys.all, 'one', id] as const,
  admins: () => [...cmsAuditKeys.all, 'admins'] as const,
};

/** The audit-log queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsAuditQueries = {
  /** GET /audit-log: back-office writes, newest first, the date preset sent as the viewer's days. */
  list: (language: Language, state: AuditLogState) => {
    const query = auditLogQuery(state);
    return queryOptions({
      queryKey: cmsAuditKeys.list(query),
      queryFn: ({ signal }) =>
        apiRequest('/audit-log', { schema: auditLogResponseSchema, language, base: 'admin', query, signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** One entry with the changed fields before and after; an unknown id fails at once (Not Found). */
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: cmsAuditKeys.one(id),
      queryFn: ({ signal }) =>
        apiRequest(`/audit-log/${encodeURIComponent(id)}`, {
          schema: auditEntryResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
      select: (response) => response.data,
      retryOnMount: false,
    }),
  /** Everyone with an entry: the person filter's options. */
  admins: (language: Language) =>
    queryOptions({
      queryKey: cmsAuditKeys.admins(),
      queryFn: ({ signal }) =>
        apiRequest('/audit-log/admins', { schema: auditAdminsResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
};

export function useAuditLog(state: AuditLogState) {
  return useQuery(cmsAuditQueries.list(useLanguage(), state));
}

export function useAuditEntry(id: string) {
  return useQuery(cmsAuditQueries.detail(useLanguage(), id));
}

export function useAuditAdmins() {
  return useQuery(cmsAuditQueries.admins(useLanguage()));
}
