import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import type { StorefrontMetadataItem } from './api/storefront-metadata.ts';
import { GridList } from '../grid-list.tsx';

/**
 * 'Browse by application / industry / use case' cards (SPEC §2 home): each lands on /products already
 * filtered. Items without a picture show the section's icon, so every card has the same size.
 */
export function MetadataCardGrid({
  items,
  href,
  icon: Icon,
  skeletons = 4,
}: {
  items: StorefrontMetadataItem[] | undefined;
  href: (item: StorefrontMetadataItem) => string;
  icon: SvgIconComponent;
  skeletons?: number;
}) {
  return (
    <GridList
      sx={{
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {items
        ? items.map((item) => (
            <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={href(item)}
                  sx={{
                    height: '100%',
                    p: 2.5,
                    display: 'flex',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-start',
                    gap: 2,
                  }}
                >
                  {item.image ? (
                    <Box
                      component="img"
                      src={item.image}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                    />
                  ) : (
                    <Box
                      aria-hidden
                      sx={{
                        width: 48,
                        height: 48,
                        borderRadius: 1.5,
                        flexShrink: 0,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'action.selected',
                        color: 'primary.main',
                      }}
                    >
                      <Icon />
                    </Box>
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {item.title}
                    </Typography>
                    {item.description && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {item.description}
                      </Typography>
                    )}
                  </Box>
                </CardActionArea>
              </Card>
            </Box>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <Box component="li" key={index} aria-hidden>
              <Skeleton variant="rounded" height={96} />
            </Box>
          ))}
    </GridList>
  );
}
