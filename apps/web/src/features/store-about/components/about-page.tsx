import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import HubIcon from '@mui/icons-material/Hub';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../lib/brand.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { GridList } from '../../../components/grid-list.tsx';

const values = [
  { key: 'catalog', icon: HubIcon },
  { key: 'quotes', icon: RequestQuoteIcon },
  { key: 'quality', icon: VerifiedIcon },
  { key: 'support', icon: SupportAgentIcon },
] as const;

/** About us: who runs this marketplace, in the brand's name. */
export function AboutPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const head = (
    <PageHead title={t('store.about.title')} description={t('store.about.description', { brand: brand.displayName })} />
  );
  return (
    <>
      {head}
      <>
        <Box
          sx={{
            color: '#fff',
            background: `linear-gradient(120deg, ${brand.palette.primary}, ${brand.palette.secondary})`,
          }}
        >
          <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 32, md: 48 } }}>
              {t('store.about.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 760, opacity: 0.95, fontWeight: 400 }}>
              {t('store.about.description', { brand: brand.displayName })}
            </Typography>
          </Container>
        </Box>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography sx={{ maxWidth: 760, fontSize: 18, lineHeight: 1.8 }}>
            {t('store.about.story', { brand: brand.displayName })}
          </Typography>
          <GridList
            sx={{
              mt: 5,
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {values.map(({ key, icon: Icon }) => (
              <Card component="li" key={key} variant="outlined" sx={{ p: 3 }}>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {t(`store.about.values.${key}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(`store.about.values.${key}.text`)}
                </Typography>
              </Card>
            ))}
          </GridList>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 5 }}>
            <Button variant="contained" component={RouterLink} to={paths.contact()}>
              {t('store.nav.contact')}
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.products()}>
              {t('store.nav.products')}
            </Button>
          </Box>
        </Container>
      </>
    </>
  );
}
