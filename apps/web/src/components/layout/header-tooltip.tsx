import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// Requested as this module loads, beside the page's own chunks, but not needed to draw the header:
// Tooltip brings Popper and popper.js (issue 12: first-load JavaScript).
const tooltipModule = typeof window === 'undefined' ? null : import('@mui/material/Tooltip');

/**
 * The header's icon buttons' hover hint. The button (which carries the same text as its name)
 * shows at once, as the server drew it; the hint attaches once the page is live and MUI's Tooltip
 * has arrived, so hydration never waits for it nor finds markup the server did not draw.
 */
export function HeaderTooltip({ title, children }: { title: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  useEffect(() => {
    let current = true;
    // A task after hydration's: attaching inserts the hint's style rules, which restyle the page.
    const attach = setTimeout(() => {
      void tooltipModule?.then((module) => {
        if (current) setTooltip(() => module.default);
      });
    });
    return () => {
      current = false;
      clearTimeout(attach);
    };
  }, []);
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
}
