import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';

/** SPEC §8 empty states ('No Data Found', empty orders, ...): an icon, a title, an optional hint and action. */
export function EmptyState({
  title,
  hint,
  action,
  icon,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Box
      data-testid="empty-state"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        textAlign: 'center',
        py: { xs: 5, md: 8 },
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 2,
      }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
        {icon ?? <InboxIcon />}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint && <Typography color="text.secondary">{hint}</Typography>}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
