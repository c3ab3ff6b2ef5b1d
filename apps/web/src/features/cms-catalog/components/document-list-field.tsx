import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { ProductFile } from '@iot/shared/products';
import { documentFileProblem } from '../../../components/image-checks.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { uploadFile } from '../../../api/upload-file.ts';

/** Documentations or certifications of a product: PDFs uploaded to the file manager (≤ 10 MB). */
export function DocumentListField({
  label,
  value,
  onChange,
  max = 20,
}: {
  label: string;
  value: ProductFile[];
  onChange: (files: ProductFile[]) => void;
  max?: number;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (file: File) => {
    const found = documentFileProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'document');
      onChange([...value, { name: stored.originalName.slice(0, 120) || file.name.slice(0, 120), url: stored.url }]);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box role="group" aria-label={label}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {value.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('catalog.documents.none')}
        </Typography>
      ) : (
        <List dense>
          {value.map((file, index) => (
            <ListItem
              key={file.url}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                  aria-label={t('catalog.documents.remove', { name: file.name })}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <PdfIcon color="error" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={file.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Link>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        loading={uploading}
        disabled={value.length >= max}
        onClick={() => input.current?.click()}
      >
        {t('catalog.documents.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/pdf"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void add(file);
        }}
      />
      {problem && (
        <FormHelperText error role="alert">
          {fieldMessage(problem)}
        </FormHelperText>
      )}
    </Box>
  );
}
