import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, menuLanguages, type Language } from '@iot/shared/languages';

/** The language menu's list, loaded on its first opening (it is not needed to draw the page). */
export function LanguageMenuList({
  anchor,
  language,
  onClose,
  onChoose,
}: {
  anchor: HTMLElement | null;
  language: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {menuLanguages.map((option) => {
        const supported = isSupportedLanguage(option.code);
        return (
          <MenuItem
            key={option.code}
            lang={option.code}
            disabled={!supported}
            selected={option.code === language}
            onClick={() => {
              onClose();
              if (isSupportedLanguage(option.code) && option.code !== language) onChoose(option.code);
            }}
          >
            <ListItemIcon>{option.code === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={option.label} secondary={supported ? undefined : t('language.notAvailable')} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
