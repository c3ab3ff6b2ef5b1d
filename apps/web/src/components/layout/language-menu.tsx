import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, menuLanguages } from '@iot/shared/languages';
import { useLanguage } from '../../lib/use-language.ts';
import { useLanguageSwitch } from './use-language-switch.ts';

/** SPEC §1: English and Arabic work; French, Turkish, Spanish and Italian are listed as names only. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const switchLanguage = useLanguageSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = menuLanguages.find((option) => option.code === language);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {menuLanguages.map((option) => {
          const supported = isSupportedLanguage(option.code);
          return (
            <MenuItem
              key={option.code}
              lang={option.code}
              disabled={!supported}
              selected={option.code === language}
              onClick={() => {
                setAnchor(null);
                if (isSupportedLanguage(option.code) && option.code !== language) switchLanguage(option.code);
              }}
            >
              <ListItemIcon>{option.code === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={option.label} secondary={supported ? undefined : t('language.notAvailable')} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
