import { styled } from '@mui/material/styles';

/**
 * A list without bullets or indent, its items laid out as a grid: one column unless the caller's
 * `sx` sets the columns (or another display). `as="ol"` makes it an ordered list. Its styles are
 * made once, not on every render as a `Box`'s `sx` would be.
 */
export const GridList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
