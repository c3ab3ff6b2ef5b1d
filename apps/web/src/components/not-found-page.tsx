import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
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
