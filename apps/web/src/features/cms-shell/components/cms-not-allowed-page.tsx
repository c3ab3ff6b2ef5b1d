import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/page-head.tsx';

/**
 * What the back office renders in place of a page the administrator's role may not use (DESIGN
 * §Operations), laid out like the route error page: what happened, why, and a way to a section the
 * role may open. The API refuses the page's requests anyway; this says so before anything is typed.
 */
export function CmsNotAllowedPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 12 }, textAlign: 'center' }} data-testid="cms-not-allowed">
      <PageHead title={t('cms.notAllowed.title')} noIndex />
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
        <LockIcon />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mt: 1, fontSize: { xs: 24, md: 30 } }}>
        {t('cms.notAllowed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('cms.notAllowed.text')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={backTo}>
        {t('cms.notAllowed.goTo', { section: backLabel })}
      </Button>
    </Container>
  );
}
