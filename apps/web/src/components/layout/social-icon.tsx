import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkIcon from '@mui/icons-material/Link';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';

const icons = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  x: XIcon,
  twitter: XIcon,
  youtube: YouTubeIcon,
} as const;

/** Social links are free key/value pairs (SPEC §3); known networks get their icon, others a link icon. */
export function SocialIcon({ network }: { network: string }) {
  const Icon = icons[network.toLowerCase() as keyof typeof icons] ?? LinkIcon;
  return <Icon fontSize="small" />;
}
