import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { menuLanguages } from '@iot/shared/languages';
import { useLanguage } from '../../lib/use-language.ts';
import { useLanguageSwitch } from './use-language-switch.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';

const LanguageMenuList = lazyNamed(() => import('./language-menu-list.tsx'), 'LanguageMenuList');

/** SPEC §1: English and Arabic work; French, Turkish, Spanish and Italian are listed as names only. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const switchLanguage = useLanguageSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates and focus returns to the button.
  const [opened, setOpened] = useState(false);
  const current = menuLanguages.find((option) => option.code === language);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={t('language.change', { language: current?.label ?? language })}
        sx={{ minWidth: 0, px: 1 }}
      >
        {/* On phones the icon alone fits the header; the button's label still names the language. */}
        <Box component="span" lang={language} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current?.label}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            language={language}
            onClose={() => setAnchor(null)}
            onChoose={switchLanguage}
          />
        </Suspense>
      )}
    </>
  );
}
