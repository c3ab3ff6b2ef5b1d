import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ProductCard, ProductCardSkeleton, type ProductCardItem } from './product-card.tsx';
import { GridList } from '../grid-list.tsx';

const columns = { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } as const;
const wideColumns = {
  xs: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
} as const;

/**
 * Products as a list of cards; while loading, `skeletons` placeholders of the same size hold the
 * space so nothing jumps when the answer arrives.
 */
export function ProductGrid({
  items,
  skeletons = 0,
  wide = false,
  eagerImages = 0,
  empty,
}: {
  items: ProductCardItem[] | undefined;
  skeletons?: number;
  wide?: boolean;
  /** How many of the first cards' pictures load at once, with high priority (a grid a page opens on). */
  eagerImages?: number;
  empty?: ReactNode;
}) {
  if (items && items.length === 0 && empty) return <>{empty}</>;
  return (
    <GridList
      sx={{
        gap: { xs: 1.5, sm: 2.5 },
        gridTemplateColumns: wide ? wideColumns : columns,
      }}
    >
      {items
        ? items.map((item, index) => (
            <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
              <ProductCard item={item} eagerImage={index < eagerImages} />
            </Box>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <Box component="li" key={index} sx={{ minWidth: 0 }}>
              <ProductCardSkeleton />
            </Box>
          ))}
    </GridList>
  );
}
