import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

// Needed only once a navigation starts, so the first load leaves it out.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/**
 * A bar across the top of the window while a navigation loads its route's code and data, so a click
 * that takes a moment is seen to have been taken. Fixed, so it moves nothing.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <LinearProgress
        aria-label={t('common.loading')}
        data-testid="navigation-progress"
        sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip', height: 3 }}
      />
    </Suspense>
  );
}
