import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import { useTranslation } from 'react-i18next';
import { useStorefrontSettings } from '../../../api/settings/get-settings.ts';
import { localizePhoneNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

/** The contact information set in the CMS (SPEC §3 Contact info), beside the forms. */
export function ContactDetails() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useStorefrontSettings();
  const contact = settings.data?.contactInfo;
  return (
    <Card
      variant="outlined"
      component="aside"
      aria-labelledby="contact-details-title"
      sx={{ p: 3, display: 'grid', gap: 2.5, alignContent: 'start' }}
    >
      <Typography id="contact-details-title" variant="h6" component="h2">
        {t('store.contact.reachUs')}
      </Typography>
      {!contact ? (
        <Box aria-hidden>
          <Skeleton />
          <Skeleton />
          <Skeleton />
        </Box>
      ) : (
        <>
          {contact.email && (
            <Row icon={<EmailIcon />} label={t('footer.email')}>
              <Link href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </Link>
            </Row>
          )}
          {contact.sales && (
            <Row icon={<SellIcon />} label={t('footer.sales')}>
              <Link href={`mailto:${contact.sales}`} dir="ltr">
                {contact.sales}
              </Link>
            </Row>
          )}
          {contact.tel && (
            <Row icon={<PhoneIcon />} label={t('footer.tel')}>
              <Link href={`tel:${contact.tel.replace(/[^+\d]/g, '')}`}>
                {localizePhoneNumber(contact.tel, language)}
              </Link>
            </Row>
          )}
          {[contact.address, contact.secondAddress].filter(Boolean).map((address) => (
            <Row key={address} icon={<PlaceIcon />} label={t('footer.address')}>
              <Box component="address" sx={{ fontStyle: 'normal', fontWeight: 400 }}>
                <bdi>{address}</bdi>
              </Box>
            </Row>
          ))}
        </>
      )}
    </Card>
  );
}
