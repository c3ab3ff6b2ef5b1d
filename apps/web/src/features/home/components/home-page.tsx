import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AntennaIcon from '@mui/icons-material/CellTower';
import BatteryIcon from '@mui/icons-material/BatteryChargingFull';
import DevicesIcon from '@mui/icons-material/DevicesOther';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupsIcon from '@mui/icons-material/Groups';
import HubIcon from '@mui/icons-material/Hub';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import KeyIcon from '@mui/icons-material/Key';
import LockIcon from '@mui/icons-material/Lock';
import LocationIcon from '@mui/icons-material/MyLocation';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SimCardIcon from '@mui/icons-material/SimCard';
import SubscriptionsIcon from '@mui/icons-material/Autorenew';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import CableIcon from '@mui/icons-material/Cable';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { brandLoginArtworkSvg, svgDataUri } from '@iot/shared/brands';
import { brand } from '../../../lib/brand.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const artwork = svgDataUri(brandLoginArtworkSvg(brand));

// The product families of SPEC §1, in the order a buyer meets them.
const categories: { key: string; icon: SvgIconComponent }[] = [
  { key: 'devices', icon: DevicesIcon },
  { key: 'trackers', icon: LocationIcon },
  { key: 'smartLocks', icon: LockIcon },
  { key: 'gateways', icon: HubIcon },
  { key: 'accessories', icon: CableIcon },
  { key: 'antennas', icon: AntennaIcon },
  { key: 'powerSupplies', icon: BatteryIcon },
  { key: 'simCards', icon: SimCardIcon },
  { key: 'licenses', icon: KeyIcon },
  { key: 'packages', icon: Inventory2Icon },
  { key: 'subscriptions', icon: SubscriptionsIcon },
  { key: 'integrations', icon: ExtensionIcon },
];

const promises: { key: string; icon: SvgIconComponent }[] = [
  { key: 'quote', icon: RequestQuoteIcon },
  { key: 'tenants', icon: GroupsIcon },
  { key: 'support', icon: SupportAgentIcon },
];

export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(undefined, brand.tagline[language]);

  return (
    <>
      <Box
        component="section"
        sx={{
          color: '#fff',
          background: `linear-gradient(120deg, ${brand.palette.primary}, ${brand.palette.secondary})`,
        }}
      >
        <Container maxWidth="xl" sx={{ py: { xs: 6, md: 10 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
          <Stack spacing={2}>
            <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.9 }}>
              {t('home.heroEyebrow')}
            </Typography>
            <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 34, sm: 44, md: 56 } }}>
              {brand.displayName}
            </Typography>
            <Typography variant="h5" component="p" sx={{ opacity: 0.95, maxWidth: 640 }}>
              {brand.tagline[language]}
            </Typography>
          </Stack>
          <Box
            component="img"
            src={artwork}
            alt=""
            width={460}
            height={460}
            sx={{ display: { xs: 'none', md: 'block' }, width: '100%', maxWidth: 380, height: 'auto', aspectRatio: '1 / 1', borderRadius: 4, justifySelf: 'center', boxShadow: 6 }}
          />
        </Container>
      </Box>

      <Container maxWidth="xl" component="section" aria-labelledby="categories-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="categories-title" variant="h4" component="h2" gutterBottom>
          {t('home.categoriesTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('home.categoriesSubtitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(6, 1fr)' } }}>
          {categories.map(({ key, icon: Icon }) => (
            <Card component="li" key={key} variant="outlined" sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Icon color="primary" aria-hidden />
              <Typography sx={{ fontWeight: 600 }}>{t(`home.categories.${key}`)}</Typography>
            </Card>
          ))}
        </Box>
      </Container>

      <Box component="section" aria-labelledby="promises-title" sx={{ bgcolor: 'action.hover' }}>
        <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography id="promises-title" variant="h4" component="h2" sx={{ mb: 4 }}>
            {t('home.promisesTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {promises.map(({ key, icon: Icon }) => (
              <Stack key={key} spacing={1}>
                <Icon color="primary" fontSize="large" aria-hidden />
                <Typography variant="h6" component="h3">{t(`home.promises.${key}.title`)}</Typography>
                <Typography color="text.secondary">{t(`home.promises.${key}.text`)}</Typography>
              </Stack>
            ))}
          </Box>
        </Container>
      </Box>
    </>
  );
}
