import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../lib/paths.ts';
import { PageHead } from './page-head.tsx';

/**
 * 'Page Not Found !' (SPEC §8). The server sends it with status 404: the routes that render it for
 * an unknown address or a hidden product say so through their loader (app/router.tsx).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <PageHead title={t('notFound.title')} noIndex />
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 88, md: 128 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.85 }}
      >
        {t('notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('notFound.description')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.home()}>
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
