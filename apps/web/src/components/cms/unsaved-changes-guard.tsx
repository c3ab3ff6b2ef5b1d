import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before a form with unsaved changes is left: a link, a menu item or Back inside the app opens
 * a Stay / Leave dialog (React Router's blocker), and a reload or a closed tab gets the browser's
 * own prompt. `when` is the form's dirty state (react-hook-form's `formState.isDirty`); a form
 * resets it when a save succeeds, so the navigation that follows a save goes through.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Only leaving the page counts: a change of its query (a tab, a page of a list) keeps the form.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useBlocker(shouldBlock);
  // A save resets the form and navigates in the same tick, before the blocker has seen the form
  // clean: once it is, the held navigation goes on without asking.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (when) event.preventDefault();
      },
      [when],
    ),
  );

  return (
    <Dialog
      open={blocker.state === 'blocked' && when}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="unsaved-changes-dialog"
    >
      <DialogTitle id={titleId}>{t('cms.unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('cms.unsavedChanges.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button autoFocus onClick={() => blocker.reset?.()} data-testid="unsaved-changes-stay">
          {t('cms.unsavedChanges.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-changes-leave">
          {t('cms.unsavedChanges.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Lets several forms of one page (the settings sections) say they are dirty to the page's one guard. */
const DirtyFormsContext = createContext<((form: string, dirty: boolean) => void) | null>(null);

/**
 * One guard for a page of several forms: the page counts as unsaved while any form inside says it
 * is (React Router keeps one blocker at a time, so the forms cannot each have their own).
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((form: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(form) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  return (
    <DirtyFormsContext.Provider value={report}>
      {children}
      <UnsavedChangesGuard when={dirtyForms.size > 0} />
    </DirtyFormsContext.Provider>
  );
}

/** A form inside an `UnsavedChangesScope` says whether it holds unsaved changes. */
export function useReportUnsavedChanges(dirty: boolean): void {
  const report = useContext(DirtyFormsContext);
  const form = useId();
  useEffect(() => {
    report?.(form, dirty);
  }, [report, form, dirty]);
  useEffect(() => () => report?.(form, false), [report, form]);
}
