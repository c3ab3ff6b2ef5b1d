import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { StorefrontMarketingItem } from '../api/marketing.ts';
import { useLocalizedLink } from '../../../components/products/use-localized-link.ts';
import { WebpPicture } from '../../../components/webp-picture.tsx';
import { GridList } from '../../../components/grid-list.tsx';

/** Ads (SPEC §1 marketing): 1200 × 400 banners with their title, each linking where the CMS says. */
export function AdBanners({ ads }: { ads: StorefrontMarketingItem[] }) {
  const localizedLink = useLocalizedLink();
  return (
    <GridList
      sx={{
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {ads.map((ad) => {
        const link = localizedLink(ad.link);
        const content = (
          <>
            <WebpPicture
              src={ad.image}
              sizes="(min-width: 1536px) 750px, (min-width: 900px) 50vw, 100vw"
              originalWidth={1200}
              alt=""
              width={1200}
              height={400}
              loading="lazy"
              sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover' }}
            />
            <Box
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                p: { xs: 1.5, md: 2.5 },
                background: 'linear-gradient(to top, rgba(0,0,0,0.7), rgba(0,0,0,0))',
              }}
            >
              <Typography component="h3" sx={{ color: '#fff', fontWeight: 700, fontSize: { xs: 16, md: 20 } }}>
                {ad.title}
              </Typography>
            </Box>
          </>
        );
        return (
          <Box component="li" key={ad.id}>
            <Card sx={{ position: 'relative' }} data-testid="ad-banner">
              {link ? (
                <CardActionArea
                  sx={{ position: 'relative' }}
                  {...('to' in link
                    ? { component: RouterLink, to: link.to }
                    : { href: link.href, target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </Box>
        );
      })}
    </GridList>
  );
}
