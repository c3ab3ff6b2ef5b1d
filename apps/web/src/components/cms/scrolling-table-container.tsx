import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableContainer from '@mui/material/TableContainer';
import { alpha, useTheme } from '@mui/material/styles';

type HiddenSides = { left: boolean; right: boolean };

/**
 * Which physical sides of a sideways scroller hide content. In a right-to-left box Chromium,
 * Firefox and Safari count `scrollLeft` from 0 at the right edge down to negative values (CSSOM
 * View), so the distance scrolled is its magnitude either way.
 */
function hiddenSidesOf(element: HTMLElement): HiddenSides {
  const overflow = element.scrollWidth - element.clientWidth;
  if (overflow <= 1) return { left: false, right: false };
  const scrolled = Math.abs(element.scrollLeft);
  const startHidden = scrolled > 1;
  const endHidden = scrolled < overflow - 1;
  return getComputedStyle(element).direction === 'rtl'
    ? { left: endHidden, right: startHidden }
    : { left: startHidden, right: endHidden };
}

/**
 * A table that scrolls sideways when its columns do not fit (DESIGN §Web: every screen works from
 * 375 px), and says so: a shadow on each edge that hides columns. While it scrolls it is a named,
 * focusable region, so a keyboard can scroll it too (WCAG 2.1.1), and it carries `data-scrolls`.
 * The shadows are placed with physical sides in inline styles, which the right-to-left style
 * plugin leaves alone.
 */
export function ScrollingTableContainer({ label, children }: { label: string; children: ReactNode }) {
  const theme = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenSides>({ left: false, right: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setHidden((previous) => {
        const next = hiddenSidesOf(element);
        return next.left === previous.left && next.right === previous.right ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The table grows when its rows arrive, the box when the window changes.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const scrolls = hidden.left || hidden.right;
  const shade = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.4 : 0.25);
  const edge = (side: 'left' | 'right') => (
    <Box
      aria-hidden
      data-testid={`scroll-shadow-${side}`}
      style={{
        [side]: 0,
        opacity: hidden[side] ? 1 : 0,
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${shade}, transparent)`,
      }}
      sx={{ position: 'absolute', top: 0, bottom: 0, width: 20, pointerEvents: 'none', transition: 'opacity 150ms' }}
    />
  );
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }}>
      <TableContainer
        ref={ref}
        sx={{ overflowX: 'auto' }}
        {...(scrolls && { role: 'region', 'aria-label': label, tabIndex: 0, 'data-scrolls': '' })}
      >
        {children}
      </TableContainer>
      {edge('left')}
      {edge('right')}
    </Box>
  );
}
