import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePaths } from '../../../lib/paths.ts';

/** A group that does not exist (deleted meanwhile, or a mistyped address), with the way back to the list. */
export function GroupNotFound() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <EmptyState
      title={t('customerGroups.notFound')}
      action={
        <Button component={RouterLink} to={paths.cms.customerGroups()}>
          {t('customerGroups.title')}
        </Button>
      }
    />
  );
}
