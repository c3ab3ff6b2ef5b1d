import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { svgDataUri } from '@iot/shared/brand-artwork';
import { brand, brandLogos } from '../../lib/brand.ts';

const builtInLogos = { light: svgDataUri(brandLogos.light), dark: svgDataUri(brandLogos.dark) };

const logoSx = (height: number) => ({
  height,
  width: 'auto',
  maxWidth: 'min(220px, 100%)',
  display: 'block',
  objectFit: 'contain',
  objectPosition: (theme: Theme) => (theme.direction === 'rtl' ? 'right' : 'left'),
});

// Both schemes' logos are drawn and the theme's CSS shows one (lib/theme.ts), as the theme toggle's
// icons are: the name's colour is readable on that scheme's surfaces (brand-colors.ts).
const shownIn = (scheme: 'dark' | 'light') => (theme: Theme) => ({
  display: 'none',
  ...theme.applyStyles(scheme, { display: 'block' }),
});

/** The CMS logo setting when present, otherwise the build's brand logo (SPEC §1, §3). */
export function BrandLogo({ logo, height = 40 }: { logo: string | null | undefined; height?: number }) {
  if (logo) return <Box component="img" src={logo} alt={brand.displayName} sx={logoSx(height)} />;
  return (
    <>
      {(['light', 'dark'] as const).map((scheme) => (
        <Box
          key={scheme}
          component="img"
          src={builtInLogos[scheme]}
          alt={brand.displayName}
          sx={[logoSx(height), shownIn(scheme)]}
        />
      ))}
    </>
  );
}
