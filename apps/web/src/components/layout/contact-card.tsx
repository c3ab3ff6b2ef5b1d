import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { ContactInfo } from '@iot/shared/settings';

/** SPEC §2: the legal pages end with a card: title, description, email and two addresses. */
export function ContactCard({ contact }: { contact: ContactInfo | undefined }) {
  const { t } = useTranslation();
  const addresses = [contact?.address, contact?.secondAddress].filter((address): address is string => Boolean(address));
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-card-title" data-testid="contact-card">
      <CardContent>
        <Typography id="contact-card-title" variant="h5" component="h2" gutterBottom>
          {t('legal.contactCard.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('legal.contactCard.description')}
        </Typography>
        <Stack spacing={1.5}>
          {contact?.email && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailIcon color="primary" aria-hidden />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {t('legal.contactCard.email')}:
              </Typography>
              <Link href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </Link>
            </Stack>
          )}
          {addresses.map((address) => (
            <Stack key={address} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <PlaceIcon color="primary" aria-hidden />
              <Typography component="address" sx={{ fontStyle: 'normal' }}>
                <bdi>{address}</bdi>
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
