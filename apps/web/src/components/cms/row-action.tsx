import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

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

type LinkAction = { label: string; to: string };

/**
 * A record's row in a back-office list: View, then Edit, Translate and Delete for a role that may
 * change it (DESIGN §Operations). A phone has room for Edit and Delete only, so View goes there,
 * except for a role that may only read, for whom it is the one way in.
 */
export function RowActions({
  writable,
  view,
  edit,
  translate,
  remove,
}: {
  writable: boolean;
  view: LinkAction;
  edit: LinkAction;
  translate?: LinkAction;
  remove: { label: string; onClick: () => void };
}) {
  return (
    <>
      <RowAction label={view.label} to={view.to} icon={<ViewIcon />} hideOnPhone={writable} />
      {writable && (
        <>
          <RowAction label={edit.label} to={edit.to} icon={<EditIcon />} />
          {translate && <RowAction label={translate.label} to={translate.to} icon={<TranslateIcon />} hideOnPhone />}
          <RowDeleteButton label={remove.label} onClick={remove.onClick} />
        </>
      )}
    </>
  );
}

/**
 * The header buttons of a record's page: Edit, Translate and Delete, for a role that may change it
 * (nothing for one that may only read).
 */
export function RecordActions({
  writable,
  edit,
  translate,
  onDelete,
}: {
  writable: boolean;
  edit: string;
  translate?: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  if (!writable) return null;
  return (
    <>
      <Button component={RouterLink} to={edit} variant="contained" startIcon={<EditIcon />}>
        {t('catalog.actions.edit')}
      </Button>
      {translate && (
        <Button component={RouterLink} to={translate} variant="outlined" startIcon={<TranslateIcon />}>
          {t('catalog.actions.translate')}
        </Button>
      )}
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
        {t('catalog.actions.delete')}
      </Button>
    </>
  );
}
