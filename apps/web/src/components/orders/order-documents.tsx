import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasDocuments, orderDocumentPath, type OrderDocumentKind } from '@iot/shared/order-documents';
import type { OrderStatus } from '@iot/shared/orders';
import { apiFile } from '../../api/client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { DownloadButton } from '../download-button.tsx';

type Props = {
  orderId: string;
  status: OrderStatus;
  /** Which API serves them: the customer's own order, or any order for the back office. */
  base: 'customer' | 'admin';
};

/**
 * An order's invoice and packing slip as PDFs in the page's language, saved under the name the
 * server gives (invoice-<number>.pdf). They exist once the order is accepted.
 */
export function OrderDocuments({ orderId, status, base }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!hasDocuments(status)) return <Typography color="text.secondary">{t('orders.detail.documentsLater')}</Typography>;
  const download = (kind: OrderDocumentKind) => async () => {
    const { file, filename } = await apiFile(orderDocumentPath(orderId, kind), { base, language });
    saveFile(file, filename ?? `${kind}.pdf`);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <DownloadButton label={t('orders.detail.invoice')} onDownload={download('invoice')} testId="download-invoice" />
      <DownloadButton
        label={t('orders.detail.packingSlip')}
        onDownload={download('packing-slip')}
        testId="download-packing-slip"
      />
    </Box>
  );
}
