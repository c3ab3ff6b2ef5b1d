import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/page-head.tsx';
import { ContactDetails } from './contact-details.tsx';
import { requestedLinesOf } from '../lib/requested-lines.ts';
import { RequestForm } from './request-form.tsx';

/** /requestAQuote and /contact: the form beside the store's contact details. */
export function RequestPage({ type }: { type: 'quote' | 'message' }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const texts = type === 'quote' ? 'store.requests.quote' : 'store.requests.contact';
  const head = <PageHead title={t(`${texts}.title`)} description={t(`${texts}.description`)} />;
  return (
    <>
      {head}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ mb: 4, maxWidth: 760 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t(`${texts}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t(`${texts}.description`)}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
            alignItems: 'start',
          }}
        >
          <RequestForm type={type} initialProducts={type === 'quote' ? requestedLinesOf(searchParams) : []} />
          <ContactDetails />
        </Box>
      </Container>
    </>
  );
}
