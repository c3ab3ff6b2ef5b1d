import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { HeaderTooltip } from './header-tooltip.tsx';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/preferences.ts';

// Both icons are drawn and the theme's CSS shows one (lib/theme.ts), so a page the server drew for
// a system whose scheme it could not know shows the right one before and after it hydrates.
const shownIn = (scheme: 'dark' | 'light') => (theme: Theme) => ({
  display: 'none',
  ...theme.applyStyles(scheme, { display: 'inline-block' }),
});

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
        <LightModeIcon sx={shownIn('dark')} />
        <DarkModeIcon sx={shownIn('light')} />
      </IconButton>
    </HeaderTooltip>
  );
}
