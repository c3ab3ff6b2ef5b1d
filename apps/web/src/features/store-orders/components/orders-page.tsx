import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePaths } from '../../../lib/paths.ts';

/** SPEC §2 /orders (brands with the orders flag, signed in). The commerce issue lists the orders. */
export function OrdersPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  useDocumentTitle(t('orders.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 24, md: 32 } }}>
        {t('orders.title')}
      </Typography>
      <EmptyState
        title={t('orders.empty')}
        hint={t('orders.emptyHint')}
        icon={<ReceiptIcon />}
        action={
          <Button variant="contained" component={RouterLink} to={paths.home()}>
            {t('orders.browse')}
          </Button>
        }
      />
    </Container>
  );
}
