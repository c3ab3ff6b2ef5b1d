import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessageOf } from '../api/client.ts';
import { useAlert } from './alerts/alert-context.ts';

type Props = {
  label: string;
  /** Fetches the file and hands it to the browser; a failure shows its message. */
  onDownload: () => Promise<void>;
  variant?: 'outlined' | 'text';
  testId?: string;
};

/** A file's download (a list's CSV, an order's PDF): busy while it is written, the server's message when it fails. */
export function DownloadButton({ label, onDownload, variant = 'outlined', testId }: Props) {
  const notify = useAlert();
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      variant={variant}
      startIcon={<DownloadIcon />}
      loading={exporting}
      loadingPosition="start"
      data-testid={testId}
      onClick={() => {
        setExporting(true);
        onDownload()
          .catch((error: unknown) => notify({ type: 'error', message: errorMessageOf(error) }))
          .finally(() => setExporting(false));
      }}
    >
      {label}
    </Button>
  );
}
