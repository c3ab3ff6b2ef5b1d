import IconButton from '@mui/material/IconButton';
import { HeaderTooltip } from './header-tooltip.tsx';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { dark, toggleDark } = usePreferences();
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <HeaderTooltip title={label}>
      <IconButton
        color="inherit"
        onClick={toggleDark}
        aria-label={label}
        aria-pressed={dark}
        data-testid="theme-toggle"
      >
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </HeaderTooltip>
  );
}
