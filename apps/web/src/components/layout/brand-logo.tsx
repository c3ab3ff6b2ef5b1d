import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { brand, brandLogos } from '../../lib/brand.ts';

const logoSx = (height: number) => ({
  height,
  width: 'auto',
  maxWidth: 'min(220px, 100%)',
  display: 'block',
});

// Both schemes' logos are drawn and the theme's CSS shows one (lib/theme.ts), as the theme toggle's
// icons are: the name's colour is readable on that scheme's surfaces (brand-colors.ts).
const shownIn = (scheme: 'dark' | 'light') => (theme: Theme) => ({
  display: 'none',
  ...theme.applyStyles(scheme, { display: 'block' }),
});

/** The CMS logo setting when present, otherwise the build's brand logo (SPEC §1, §3). */
export function BrandLogo({ logo, height = 40 }: { logo: string | null | undefined; height?: number }) {
  if (logo) {
    return (
      <Box
        component="img"
        src={logo}
        alt={brand.displayName}
        sx={[
          logoSx(height),
          { objectFit: 'contain', objectPosition: (theme) => (theme.direction === 'rtl' ? 'right' : 'left') },
        ]}
      />
    );
  }
  // The built-in logo is drawn in the page rather than as an image: a browser makes a document of
  // its own for each SVG image (some 55 ms on a slow phone, for each scheme's, its name laid out
  // there too). Its markup is the build's, from the brand registry with the name escaped
  // (packages/shared/src/brand-artwork.ts), names itself (`role="img"`, `aria-label`) and sets its
  // name left to right, which an Arabic page would otherwise pass down to it.
  return (
    <>
      {(['light', 'dark'] as const).map((scheme) => (
        <Box
          key={scheme}
          sx={[{ height, '& > svg': logoSx(height) }, shownIn(scheme)]}
          dangerouslySetInnerHTML={{ __html: brandLogos[scheme] }}
        />
      ))}
    </>
  );
}
