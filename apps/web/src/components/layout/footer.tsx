import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@iot/shared/settings';
import { defaultSettings } from '@iot/shared/settings-defaults';
import { brand } from '../../lib/brand.ts';
import { currentYear } from '../../lib/dates.ts';
import { formatYear, isolate, localizePhoneNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePaths } from '../../lib/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { SocialIcon } from './social-icon.tsx';
import { showsWhatsApp, whatsAppClearance } from './whatsapp-button.tsx';

function ContactLine({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <Typography variant="body2" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ color: 'text.secondary', minWidth: 64 }}>
        {label}
      </Box>
      {href ? (
        <Link href={href} color="inherit" dir="ltr">
          {value}
        </Link>
      ) : (
        <Box component="span" dir="ltr">
          {value}
        </Box>
      )}
    </Typography>
  );
}

/** Footer from settings: logo, contact info, social links and copyright (SPEC §3 settings, contact info). */
export function Footer({ settings }: { settings: Settings | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const contact = settings?.contactInfo;
  const features = brand.features;
  const phone = (value: string) => localizePhoneNumber(value, language);
  // The copyright is one free text in settings; its untouched default is shown in the page's language.
  const copyright =
    settings?.copyright === defaultSettings.copyright ? t('footer.allRightsReserved') : (settings?.copyright ?? '');

  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      {/* The floating WhatsApp button needs room below the last line when the page is scrolled to its end. */}
      <Container
        maxWidth="xl"
        sx={{
          py: { xs: 4, md: 6 },
          ...(showsWhatsApp(settings?.visibility.whatsapp)
            ? { pb: { xs: `${whatsAppClearance.xs}px`, sm: `${whatsAppClearance.sm}px` } }
            : {}),
        }}
      >
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1fr 1fr' } }}>
          <Stack spacing={2}>
            <BrandLogo logo={settings?.logo} height={40} />
            <Typography variant="body2" color="text.secondary">
              {brand.tagline[language]}
            </Typography>
          </Stack>
          <Stack spacing={1} component="address" sx={{ fontStyle: 'normal' }} aria-label={t('footer.contact')}>
            <Typography variant="subtitle2" component="h2">
              {t('footer.contact')}
            </Typography>
            {contact?.email && (
              <ContactLine label={t('footer.email')} value={contact.email} href={`mailto:${contact.email}`} />
            )}
            {contact?.tel && (
              <ContactLine
                label={t('footer.tel')}
                value={phone(contact.tel)}
                href={`tel:${contact.tel.replace(/[^\d+]/g, '')}`}
              />
            )}
            {contact?.fax && <ContactLine label={t('footer.fax')} value={phone(contact.fax)} />}
            {contact?.sales && (
              <ContactLine label={t('footer.sales')} value={contact.sales} href={`mailto:${contact.sales}`} />
            )}
            {contact?.address && (
              <Typography variant="body2" color="text.secondary">
                {/* Typed text, shown as typed (its own digits too): its own direction run, so an English
                    address reads in order under Arabic. */}
                <bdi>{contact.address}</bdi>
              </Typography>
            )}
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h2">
              {t('footer.follow')}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {settings?.socialLinks.map((link) => (
                <IconButton
                  key={`${link.key}-${link.value}`}
                  component="a"
                  href={link.value}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { brand: brand.displayName, network: link.key })}
                  size="small"
                >
                  <SocialIcon network={link.key} />
                </IconButton>
              ))}
            </Stack>
          </Stack>
          {(features.termsPage || features.policyPage) && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h2">
                {t('footer.legal')}
              </Typography>
              {features.termsPage && (
                <Link component={RouterLink} to={paths.terms()} color="inherit" variant="body2">
                  {t('legal.terms.title')}
                </Link>
              )}
              {features.policyPage && (
                <Link component={RouterLink} to={paths.privacy()} color="inherit" variant="body2">
                  {t('legal.privacy.title')}
                </Link>
              )}
            </Stack>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="text.secondary" data-testid="copyright">
          {/* The brand and the copyright text may be in another script than the page: each keeps its own direction. */}
          {t('footer.copyright', {
            year: formatYear(currentYear(), language),
            brand: isolate(brand.displayName),
            copyright: isolate(copyright),
          })}
        </Typography>
      </Container>
    </Box>
  );
}
