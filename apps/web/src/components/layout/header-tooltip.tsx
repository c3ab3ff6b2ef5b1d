import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { afterHydration } from '../../lib/hydration-slice.tsx';

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
    // Each in a task of its own after hydration's: attaching inserts the hint's style rules, which
    // restyle the page.
    void afterHydration().then(async () => {
      const module = await tooltipModule;
      if (current && module) setTooltip(() => module.default);
    });
    return () => {
      current = false;
    };
  }, []);
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
}
