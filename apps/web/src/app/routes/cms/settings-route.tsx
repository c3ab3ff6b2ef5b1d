import { SettingsPage } from '../../../features/cms-settings/components/settings-page.tsx';

/** /cms/settings: each section of the shop's settings saves on its own. */
export function CmsSettingsRoute() {
  return <SettingsPage />;
}
