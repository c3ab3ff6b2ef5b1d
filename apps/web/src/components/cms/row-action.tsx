import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';

/** An icon link in a table row, named for screen readers by `label` (which names the row's item). */
export function RowAction({
  label,
  to,
  icon,
  hideOnPhone,
}: {
  label: string;
  to: string;
  icon: ReactNode;
  hideOnPhone?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={to}
        aria-label={label}
        sx={hideOnPhone ? { display: { xs: 'none', sm: 'inline-flex' } } : undefined}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The delete (or remove) button of a table row; the dialog it opens does the confirming. */
export function RowDeleteButton({ label, onClick, icon }: { label: string; onClick: () => void; icon?: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton color="error" aria-label={label} onClick={onClick}>
        {icon ?? <DeleteIcon />}
      </IconButton>
    </Tooltip>
  );
}
