import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * The second line under a record's name in a back-office table: an e-mail, a code or a username,
 * Latin text kept left-to-right and starting at the cell's start in Arabic too, cut to one line.
 */
export function LatinDetail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" dir="ltr" noWrap sx={{ textAlign: 'start' }}>
      {children}
    </Typography>
  );
}

/** A record's name as a link to its page, with its Latin detail line under it. */
export function RecordLink({ to, name, detail }: { to: string; name: ReactNode; detail: ReactNode }) {
  return (
    <>
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {name}
      </Link>
      <LatinDetail>{detail}</LatinDetail>
    </>
  );
}
