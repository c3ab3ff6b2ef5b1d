import { ProfilePage } from '../../../features/cms-shell/components/profile-page.tsx';

export function ProfileRoute() {
  return <ProfilePage />;
}
