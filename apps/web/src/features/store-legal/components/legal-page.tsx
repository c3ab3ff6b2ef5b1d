import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContactCard } from '../../../components/layout/contact-card.tsx';
import { brand } from '../../../lib/brand.ts';
import { formatLongDate } from '../../../lib/dates.ts';
import { localizeDigits } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStorefrontSettings } from '../../../api/settings/get-settings.ts';

type Section = { heading: string; body: string };

/** A calendar day, the same in every time zone, so the server's page and the browser's agree. */
const lastUpdated = '2026-11-01';

/** Terms and privacy share one layout; both end with the contact information card (SPEC §2). */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useStorefrontSettings();
  const title = t(`legal.${document}.title`);
  const head = <PageHead title={title} />;
  const sections: Section[] = t(`legal.${document}.sections`, { brand: brand.displayName, returnObjects: true });
  const date = formatLongDate(lastUpdated, language);

  return (
    <>
      {head}
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 42 } }} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t(`legal.${document}.updated`, { date })}
        </Typography>
        <Stack spacing={3} component="article" sx={{ mb: 5 }}>
          {sections.map((section) => (
            <section key={section.heading}>
              <Typography variant="h5" component="h2" gutterBottom>
                {section.heading}
              </Typography>
              <Typography sx={{ lineHeight: 1.8 }}>{localizeDigits(section.body, language)}</Typography>
            </section>
          ))}
        </Stack>
        <ContactCard contact={settings.data?.contactInfo} />
      </Container>
    </>
  );
}
