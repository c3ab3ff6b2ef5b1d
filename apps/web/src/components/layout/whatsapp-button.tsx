import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '@iot/shared/settings';

/** SPEC §2: a floating WhatsApp button opens the link in a new tab when settings enable it. */
export function WhatsAppButton({ whatsapp }: { whatsapp: Visibility['whatsapp'] | undefined }) {
  const { t } = useTranslation();
  if (!whatsapp?.enabled || !whatsapp.url) return null;
  return (
    <Fab
      component="a"
      href={whatsapp.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      title={t('whatsapp.label')}
      sx={{
        position: 'fixed',
        bottom: 24,
        insetInlineEnd: 24,
        bgcolor: '#25d366',
        color: '#fff',
        '&:hover': { bgcolor: '#1ebe5a' },
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
