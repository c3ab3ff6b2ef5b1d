import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsResponseSchema, type SettingsPatch } from '@iot/shared/settings';
import { apiRequest } from '../../../api/client.ts';
import { settingsQueries } from '../../../api/settings/get-settings.ts';

export const cmsSettingsKeys = {
  all: ['cms-settings'] as const,
};

/** SPEC §7 admin GET /settings; shared by the hook and the CMS route loader (DESIGN §Web). */
export const cmsSettingsQuery = () =>
  queryOptions({
    queryKey: cmsSettingsKeys.all,
    queryFn: ({ signal }) => apiRequest('/settings', { schema: settingsResponseSchema, base: 'admin', signal }),
    select: (response) => response.data,
  });

export function useCmsSettings() {
  return useQuery(cmsSettingsQuery());
}

/**
 * PATCH /settings with one section's fields. The storefront's cached settings are dropped too, so
 * its header, footer, favicon and WhatsApp button follow at once in this tab.
 */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      apiRequest('/settings', { schema: settingsResponseSchema, base: 'admin', method: 'PATCH', body: patch }),
    onSuccess: (response) => {
      client.setQueryData(cmsSettingsKeys.all, response);
      void client.invalidateQueries({ queryKey: settingsQueries.all });
    },
  });
}
