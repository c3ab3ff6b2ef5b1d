import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { LoginButton } from './login-button.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';

// What the corner renders once the page has hydrated: its code comes then, not with the first load.
const AccountControl = lazyNamed(() => import('./account-control.tsx'), 'AccountControl');

/**
 * The header's account corner. The session lives in this browser, so the server and hydration
 * render an empty slot and the control renders right after (issue 26: a server-rendered page for
 * every visitor, which hydration never changes). The slot is as wide as the 'Login' button, whose
 * invisible copy sizes it in the page's language and width, so neither control moves the header.
 */
export function AccountControls() {
  const hydrated = useHydrated();
  return (
    <Box
      sx={{
        display: 'inline-grid',
        alignItems: 'center',
        flexShrink: 0,
        '& > *': { gridArea: '1 / 1' },
        // Hidden from here rather than by its own style, so the sizer and the real button share
        // one class, which the server's styles then hold: hydration compiles no style for it.
        '& > [aria-hidden]': { visibility: 'hidden' },
      }}
    >
      <LoginButton component="span" tabIndex={-1} aria-hidden />
      <Box sx={{ justifySelf: 'end', display: 'flex' }}>
        {hydrated && (
          <Suspense fallback={null}>
            <AccountControl />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
