import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '@iot/shared/settings';

type WhatsApp = Visibility['whatsapp'] | undefined;

// The button's box from the screen's bottom edge: offset + size, 16 + 48 px on phones, 24 + 56 px
// from `sm` on, plus 8 px of air. The page keeps this much clear so nothing stays under it.
const offset = { xs: 16, sm: 24 };
const size = { xs: 48, sm: 56 };
export const whatsAppClearance = { xs: offset.xs + size.xs + 8, sm: offset.sm + size.sm + 8 };

export function showsWhatsApp(whatsapp: WhatsApp): whatsapp is NonNullable<WhatsApp> {
  return Boolean(whatsapp?.enabled && whatsapp.url);
}

/**
 * SPEC §2: a floating WhatsApp button opens the link in a new tab when settings enable it. It floats
 * over the page, so the page keeps room for it: scrolling an element into view (keyboard focus
 * included) stops short of the button, and the footer (see Footer) ends below it. On a phone it also
 * steps aside while the reader scrolls down, where it would sit on the end of every row (a receipt's
 * amounts and dates), and comes back as soon as they scroll up.
 */
export function WhatsAppButton({ whatsapp }: { whatsapp: WhatsApp }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const scrollingDown = useScrollTrigger({ threshold: 64 });
  if (!showsWhatsApp(whatsapp)) return null;
  return (
    // A labelled landmark, so screen-reader users find the button among the page's regions.
    <Box component="aside" aria-label={t('whatsapp.region')}>
      <GlobalStyles
        styles={(theme) => ({
          html: {
            scrollPaddingBottom: whatsAppClearance.xs,
            [theme.breakpoints.up('sm')]: { scrollPaddingBottom: whatsAppClearance.sm },
          },
        })}
      />
      <Zoom in={!(phone && scrollingDown)} appear={false}>
        <Fab
          component="a"
          href={whatsapp.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('whatsapp.label')}
          title={t('whatsapp.label')}
          sx={{
            position: 'fixed',
            bottom: offset,
            insetInlineEnd: offset,
            width: size,
            height: size,
            bgcolor: '#25d366',
            color: '#fff',
            '&:hover': { bgcolor: '#1ebe5a' },
            zIndex: (theme) => theme.zIndex.speedDial,
          }}
          data-testid="whatsapp-button"
        >
          <WhatsAppIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
