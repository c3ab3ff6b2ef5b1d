import { ProfilePage } from '../../../features/account/components/profile-page.tsx';

export function ProfileRoute() {
  return <ProfilePage />;
}
