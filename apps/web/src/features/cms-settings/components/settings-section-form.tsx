import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsPatch } from '@iot/shared/settings';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { showServerFieldErrors } from '../../../components/forms/server-errors.ts';
import { useReportUnsavedChanges } from '../../../components/cms/unsaved-changes-guard.tsx';
import type { SettingsSection } from '../lib/settings-form.ts';
import { useSaveSettings } from '../api/settings.ts';

type Props<T extends FieldValues, Out> = {
  section: SettingsSection;
  form: UseFormReturn<T, unknown, Out>;
  toPatch: (values: Out) => SettingsPatch;
  hint?: string;
  children: ReactNode;
};

/**
 * One section of /cms/settings: its heading, its own form and Save (each section saves on its own);
 * the page asks before it is left while any section holds unsaved changes.
 * The server's per-field messages land on the fields; its message shows as the alert.
 */
export function SettingsSectionForm<T extends FieldValues, Out>({
  section,
  form,
  toPatch,
  hint,
  children,
}: Props<T, Out>) {
  const { t } = useTranslation();
  const notify = useAlert();
  const save = useSaveSettings();
  const headingId = useId();
  useReportUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(toPatch(values));
      // Saved: these values are the section's new starting point (nothing unsaved to warn about).
      form.reset(form.getValues());
      // SPEC §8: 'Updated Successfully.'; the languages section says 'language settings saved'.
      notify({ type: 'success', message: t(section === 'languages' ? 'settings.languagesSaved' : 'settings.saved') });
    } catch (failure) {
      showServerFieldErrors(failure, form.setError);
      notify({ type: 'error', message: errorMessageOf(failure) });
    }
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`settings-${section}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t(`settings.sections.${section}`)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, mt: 2 }}>
        {children}
        {/* A role that may only read has the form disabled (settings-sections.tsx): nothing to save. */}
        {!form.formState.disabled && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('settings.save')}
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
