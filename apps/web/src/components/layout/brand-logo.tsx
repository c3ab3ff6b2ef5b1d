import Box from '@mui/material/Box';
import { brandLogoSvg, svgDataUri } from '@iot/shared/brand-artwork';
import { brand } from '../../lib/brand.ts';

const builtInLogo = svgDataUri(brandLogoSvg(brand));

/** The CMS logo setting when present, otherwise the build's brand logo (SPEC §1, §3). */
export function BrandLogo({ logo, height = 40 }: { logo: string | null | undefined; height?: number }) {
  return (
    <Box
      component="img"
      src={logo || builtInLogo}
      alt={brand.displayName}
      sx={{
        height,
        width: 'auto',
        maxWidth: 'min(220px, 100%)',
        display: 'block',
        objectFit: 'contain',
        objectPosition: (theme) => (theme.direction === 'rtl' ? 'right' : 'left'),
      }}
    />
  );
}
