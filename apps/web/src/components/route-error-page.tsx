import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../lib/paths.ts';
import { PageHead } from './page-head.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** A route module that could not be downloaded (a new deployment, a dropped connection). */
function isFailedDownload(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * The error boundary of a route level (app/router.tsx): a loader that failed, a component that
 * threw or a route module that could not be downloaded shows this page, in the page's language,
 * with a way to try again and a way home, never a blank page. A 404 thrown by a loader shows Not Found.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const paths = usePaths();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }} data-testid="route-error">
      <PageHead title={t('errors.page.title')} noIndex />
      <Typography variant="h4" component="h1">
        {t('errors.page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {isFailedDownload(error) ? t('errors.page.offline') : t('errors.page.description')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        {/* A full load: the page's modules and data are asked for again. */}
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('errors.page.retry')}
        </Button>
        <Button variant="contained" component={RouterLink} to={paths.home()} reloadDocument>
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
