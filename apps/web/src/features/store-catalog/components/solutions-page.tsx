import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AppsIcon from '@mui/icons-material/Apps';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import { useTranslation } from 'react-i18next';
import { useStorefrontMetadata } from '../../../components/products/api/storefront-metadata.ts';
import { MetadataCardGrid } from '../../../components/products/metadata-card-grid.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { usePaths } from '../../../lib/paths.ts';

/** Solutions: what the catalog is for, by application and by use case; each card opens the filtered list. */
export function SolutionsPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const applications = useStorefrontMetadata('applications');
  const useCases = useStorefrontMetadata('use-cases');
  const head = <PageHead title={t('store.solutions.title')} description={t('store.solutions.description')} />;
  return (
    <>
      {head}
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ mb: 5, maxWidth: 760 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('store.solutions.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('store.solutions.description')}
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="solutions-applications" sx={{ mb: 6 }}>
          <SectionHeading id="solutions-applications" title={t('store.solutions.applications')} />
          {applications.isError ? (
            <QueryError onRetry={() => void applications.refetch()} />
          ) : (
            <MetadataCardGrid
              items={applications.data}
              icon={AppsIcon}
              href={(item) => paths.products({ application: item.id })}
              skeletons={8}
            />
          )}
        </Box>
        <Box component="section" aria-labelledby="solutions-use-cases">
          <SectionHeading id="solutions-use-cases" title={t('store.solutions.useCases')} />
          {useCases.isError ? (
            <QueryError onRetry={() => void useCases.refetch()} />
          ) : (
            <MetadataCardGrid
              items={useCases.data}
              icon={LightbulbIcon}
              href={(item) => paths.products({ useCase: item.id })}
              skeletons={8}
            />
          )}
        </Box>
      </Container>
    </>
  );
}
