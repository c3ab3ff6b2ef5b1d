import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../lib/format.ts';
import { useFieldMessage } from '../lib/use-field-message.ts';
import { useLanguage } from '../lib/use-language.ts';
import { imageFileProblem } from './image-checks.ts';

type Props = {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** Stores one file and answers its URL; a rejection's message is shown (the server's text). */
  upload: (file: File) => Promise<{ url: string }>;
  max: number;
  required?: boolean;
  /** The form's message for this field (e.g. 'Images field must have at least 1 items'). */
  error?: string;
};

/** The small variant the file manager serves for our own images; other URLs are shown as they are. */
export function thumbnailOf(url: string): string {
  return /^\/files\/[^/]+$/.test(url) ? `${url}/thumbnail` : url;
}

/**
 * SPEC §5 images: png/jpeg, at most `max`, 1 MB each, refused with the exact texts before any
 * upload; what the server refuses (content that is not an image) shows its message the same way.
 * The first image is the product's main picture.
 */
export function ImageUploader({ label, value, onChange, upload, max, required, error }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fieldMessage = useFieldMessage();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const labelId = useId();
  // Several uploads finish one after another; each appends to what the previous ones left. While
  // any is in flight this list is the truth: the form's value may still be a render behind, and
  // copying it back would drop an image that finished in between. At rest the form's value is.
  const latest = useRef(value);
  useEffect(() => {
    if (pending === 0) latest.current = value;
  }, [value, pending]);
  const emit = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };

  const add = async (files: File[]) => {
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file, latest.current.length + accepted.length, max);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    setProblems([...new Set(found)]);
    setPending((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const { url } = await upload(file);
          emit([...latest.current, url].slice(0, max));
        } catch (failure) {
          setProblems((items) => [...new Set([...items, (failure as Error).message])]);
        } finally {
          setPending((count) => count - 1);
        }
      }),
    );
  };

  const remove = (index: number) => emit(latest.current.filter((_, position) => position !== index));
  const makeMain = (index: number) =>
    emit([latest.current[index] ?? '', ...latest.current.filter((_, position) => position !== index)]);
  const full = value.length + pending >= max;
  const messages = [...(error ? [error] : []), ...problems];

  return (
    <Box role="group" aria-labelledby={labelId} data-testid="image-uploader">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <FormLabel id={labelId} required={required} error={Boolean(error)}>
          {label}
        </FormLabel>
        <Typography variant="body2" color="text.secondary" data-testid="image-count">
          {localizeDigits(`${value.length}/${max}`, language)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))', gap: 1.5 }}>
        {value.map((url, index) => (
          <Box
            key={url}
            sx={{
              position: 'relative',
              aspectRatio: '1',
              border: 1,
              borderColor: index === 0 ? 'primary.main' : 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'background.default',
            }}
          >
            <Box
              component="img"
              src={thumbnailOf(url)}
              alt={t('catalog.images.alt', { number: localizeDigits(String(index + 1), language) })}
              sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
            <IconButton
              size="small"
              onClick={() => remove(index)}
              aria-label={t('catalog.images.remove', { number: localizeDigits(String(index + 1), language) })}
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
            {index === 0 ? (
              <Typography
                variant="caption"
                sx={{
                  position: 'absolute',
                  bottom: 0,
                  insetInline: 0,
                  textAlign: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {t('catalog.images.main')}
              </Typography>
            ) : (
              <IconButton
                size="small"
                onClick={() => makeMain(index)}
                aria-label={t('catalog.images.makeMain', { number: localizeDigits(String(index + 1), language) })}
                sx={{
                  position: 'absolute',
                  bottom: 4,
                  insetInlineEnd: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <StarIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
        {Array.from({ length: pending }, (_, index) => (
          <Box
            key={`pending-${index}`}
            sx={{
              display: 'grid',
              placeItems: 'center',
              aspectRatio: '1',
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <CircularProgress size={28} aria-label={t('catalog.images.uploading')} />
          </Box>
        ))}
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          sx={{
            aspectRatio: '1',
            minHeight: 104,
            flexDirection: 'column',
            gap: 0.5,
            borderStyle: 'dashed',
            textAlign: 'center',
          }}
          aria-describedby={messages.length ? `${labelId}-problems` : undefined}
        >
          <AddPhotoIcon />
          {t('catalog.images.add')}
        </Button>
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple={max > 1}
        hidden
        data-testid="image-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void add(files);
        }}
      />
      <FormHelperText>{t('catalog.images.hint', { max: localizeDigits(String(max), language) })}</FormHelperText>
      {messages.length > 0 && (
        <Box id={`${labelId}-problems`} role="alert" data-testid="image-errors">
          {messages.map((text) => (
            <FormHelperText key={text} error>
              {fieldMessage(text)}
            </FormHelperText>
          ))}
        </Box>
      )}
      {full && <FormHelperText>{t('catalog.images.full')}</FormHelperText>}
    </Box>
  );
}
