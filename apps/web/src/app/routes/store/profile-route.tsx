import { ProfilePage } from '../../../features/store-account/components/profile-page.tsx';

export function ProfileRoute() {
  return <ProfilePage />;
}
