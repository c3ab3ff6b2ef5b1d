import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { mailListResponseSchema, mailResponseSchema, type MailListQuery } from '@iot/shared/mail';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const cmsMailKeys = {
  all: ['cms-mail'] as const,
  list: (query: MailListQuery) => [...cmsMailKeys.all, 'list', query] as const,
};

/** The outbox's queries, shared by the hooks and the CMS route loader (DESIGN §Web). */
export const cmsMailQueries = {
  /** GET /mail: the outbox, newest first, by status and recipient or subject. */
  list: (language: Language, query: MailListQuery) =>
    queryOptions({
      queryKey: cmsMailKeys.list(query),
      queryFn: ({ signal }) =>
        apiRequest('/mail', { schema: mailListResponseSchema, language, base: 'admin', query, signal }),
      placeholderData: keepPreviousData,
    }),
};

export function useCmsMail(query: MailListQuery) {
  return useQuery(cmsMailQueries.list(useLanguage(), query));
}

/** POST /mail/{id}/resend: the mail back in the queue; the list shows its new state. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/mail/${encodeURIComponent(id)}/resend`, {
        schema: mailResponseSchema,
        base: 'admin',
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsMailKeys.all }),
  });
}
