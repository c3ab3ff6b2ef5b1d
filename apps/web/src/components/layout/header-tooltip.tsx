import { lazy, Suspense, type ReactElement } from 'react';

// Requested as this module loads, beside the page's own chunks, but not needed to draw the header:
// Tooltip brings Popper and popper.js (issue 12: first-load JavaScript).
const tooltipModule = import('@mui/material/Tooltip');
const Tooltip = lazy(() => tooltipModule);

/**
 * The header's icon buttons' hover hint. The button (which carries the same text as its name)
 * shows at once; the hint attaches when MUI's Tooltip has arrived, a moment after the first paint.
 * A server-rendered button hydrates then too; one whose props changed meanwhile (the theme switch's
 * label on a dark system, a kept cart's badge) renders again, looking the same.
 */
export function HeaderTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
