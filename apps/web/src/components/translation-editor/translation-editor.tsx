import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Controller, FormProvider, get, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LanguageOption } from '@iot/shared/languages';
import { textDirection } from '@iot/shared/languages';
import { useStorefrontSettings } from '../../api/settings/get-settings.ts';
import { errorMessageOf } from '../../api/client.ts';
import { useFieldMessage } from '../../lib/use-field-message.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAlert } from '../alerts/alert-context.ts';
import { CharacterCounterField } from '../character-counter-field.tsx';
import { EmptyState } from '../empty-state.tsx';
import { FaqListField } from '../faq-list-field.tsx';
import { PageHeader } from '../page-header.tsx';
import type { Crumb } from '../page-breadcrumbs.tsx';
import { PageLoading } from '../page-loading.tsx';
import { RichTextEditor } from '../rich-text/rich-text-editor.tsx';
import { RichTextView } from '../rich-text/rich-text-view.tsx';
import { UnsavedChangesGuard } from '../cms/unsaved-changes-guard.tsx';
import {
  translationBody,
  valuesFromStored,
  type StoredTranslation,
  type TranslationField,
  type TranslationValues,
} from './translation-values.ts';
import { showServerFieldErrors } from '../forms/server-errors.ts';

type Props<TQueryFnData, TKey extends QueryKey> = {
  title: string;
  breadcrumbs: readonly Crumb[];
  fields: readonly TranslationField[];
  /** One language's stored texts (GET ?fields=… with that language's header). */
  query: (language: string) => UseQueryOptions<TQueryFnData, Error, StoredTranslation, TKey>;
  /** PATCH one language's texts; called once per supported language. */
  save: (language: string, body: Record<string, unknown>) => Promise<unknown>;
  /** Checks one language's body before anything is sent (the shared update schema). */
  schema: z.ZodType;
  onDone: () => void;
  /** A preview of every language; its button stays disabled until all have loaded (SPEC §2). */
  renderPreview?: (values: Record<string, TranslationValues>, languages: readonly LanguageOption[]) => ReactNode;
};

type FormValues = Record<string, TranslationValues>;

/**
 * SPEC §2 translation editor: the current UI language read-only on the left, the other supported
 * languages editable in tabs on the right, Cancel and Save, breadcrumbs. Save PATCHes once per
 * supported language (SPEC §7).
 */
export function TranslationEditor<TQueryFnData, TKey extends QueryKey>(props: Props<TQueryFnData, TKey>) {
  const { t } = useTranslation();
  const settings = useStorefrontSettings();
  const languages = useMemo(() => settings.data?.supportedLanguages ?? [], [settings.data]);
  const loaded = useQueries({
    queries: languages.map((language) => props.query(language.code)),
    combine: (results) => ({
      stored: results.map((result) => result.data),
      done: results.every((result) => result.isSuccess),
      failed: results.some((result) => result.isError),
      retry: () => results.forEach((result) => void result.refetch()),
    }),
  });
  const header = (preview?: () => void) => (
    <PageHeader
      title={props.title}
      breadcrumbs={props.breadcrumbs}
      actions={
        props.renderPreview && (
          <Button
            variant="outlined"
            startIcon={<PreviewIcon />}
            disabled={!preview}
            onClick={preview}
            data-testid="translation-preview"
          >
            {t('catalog.translation.preview')}
          </Button>
        )
      }
    />
  );

  if (settings.isError || loaded.failed) {
    return (
      <>
        {header()}
        <EmptyState
          title={t('catalog.states.loadFailed')}
          action={
            <Button onClick={() => (settings.isError ? void settings.refetch() : loaded.retry())}>
              {t('common.retry')}
            </Button>
          }
        />
      </>
    );
  }
  // SPEC §2: the preview stays disabled until every language has loaded.
  if (languages.length === 0 || !loaded.done) {
    return (
      <>
        {header()}
        <PageLoading />
      </>
    );
  }
  const stored = Object.fromEntries(languages.map((language, index) => [language.code, loaded.stored[index]]));
  return <TranslationForm {...props} languages={languages} stored={stored} header={header} />;
}

type FormProps<TQueryFnData, TKey extends QueryKey> = Props<TQueryFnData, TKey> & {
  languages: readonly LanguageOption[];
  stored: Record<string, StoredTranslation | undefined>;
  header: (preview?: () => void) => ReactNode;
};

function TranslationForm<TQueryFnData, TKey extends QueryKey>({
  title,
  fields,
  save,
  schema,
  onDone,
  renderPreview,
  languages,
  stored,
  header,
}: FormProps<TQueryFnData, TKey>) {
  const { t } = useTranslation();
  const current = useLanguage();
  const notify = useAlert();
  const others = languages.filter((language) => language.code !== current);
  const [tab, setTab] = useState<string | undefined>(undefined);
  const [previewOpen, setPreviewOpen] = useState(false);
  const form = useForm<FormValues>({
    defaultValues: Object.fromEntries(
      languages.map((language) => [language.code, valuesFromStored(fields, stored[language.code])]),
    ),
  });
  const activeTab = tab ?? others[0]?.code;

  const submit = form.handleSubmit(async (values) => {
    const bodies = languages.map((language) => ({
      language: language.code,
      body: translationBody(fields, values[language.code] ?? {}, stored[language.code]),
    }));
    let firstInvalid: string | undefined;
    for (const { language, body } of bodies) {
      const result = schema.safeParse(body);
      if (result.success) continue;
      firstInvalid ??= language;
      for (const issue of result.error.issues)
        form.setError(`${language}.${issue.path.join('.')}`, { message: issue.message });
    }
    if (firstInvalid) {
      if (firstInvalid !== current) setTab(firstInvalid);
      return;
    }
    const outcomes = await Promise.allSettled(bodies.map(({ language, body }) => save(language, body)));
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected'
        ? [{ language: bodies[index]?.language ?? '', error: outcome.reason as unknown }]
        : [],
    );
    if (failures.length === 0) {
      notify({ type: 'success', message: t('catalog.alerts.updated') });
      // Saved: nothing is left unsaved, so leaving for the record's page does not ask.
      form.reset(values);
      onDone();
      return;
    }
    for (const { language, error } of failures) {
      showServerFieldErrors(error, form.setError, `${language}.`);
    }
    const first = failures[0];
    if (first && first.language !== current) setTab(first.language);
    notify({ type: 'error', message: errorMessageOf(first?.error) });
  });

  const currentLabel = languages.find((language) => language.code === current)?.label ?? current;
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      {header(() => setPreviewOpen(true))}
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="translation-current"
            sx={{ p: { xs: 2, md: 3 } }}
            data-testid="translation-current"
          >
            <Typography id="translation-current" variant="h6" component="h2" sx={{ mb: 0.5 }}>
              {currentLabel}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('catalog.translation.readOnly')}
            </Typography>
            <ReadOnlyValues fields={fields} values={form.getValues(current)} language={current} />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('catalog.translation.otherLanguages')}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            {others.length === 0 ? (
              <Typography color="text.secondary">{t('catalog.translation.noOtherLanguages')}</Typography>
            ) : (
              <>
                <Tabs
                  value={activeTab}
                  onChange={(_event, value: string) => setTab(value)}
                  variant="scrollable"
                  allowScrollButtonsMobile
                  sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
                >
                  {others.map((language) => (
                    <Tab
                      key={language.code}
                      value={language.code}
                      label={language.label}
                      id={`translation-tab-${language.code}`}
                      aria-controls={`translation-panel-${language.code}`}
                    />
                  ))}
                </Tabs>
                {others.map((language) => (
                  <Box
                    key={language.code}
                    role="tabpanel"
                    id={`translation-panel-${language.code}`}
                    aria-labelledby={`translation-tab-${language.code}`}
                    hidden={language.code !== activeTab}
                    lang={language.code}
                    sx={{ display: language.code === activeTab ? 'grid' : 'none', gap: 2.5 }}
                  >
                    {fields.map((field) => (
                      <EditableField
                        key={field.name}
                        field={field}
                        path={`${language.code}.${field.name}`}
                        dir={textDirection(language.code)}
                      />
                    ))}
                  </Box>
                ))}
              </>
            )}
          </Paper>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
          <Button onClick={onDone} disabled={form.formState.isSubmitting}>
            {t('catalog.actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            data-testid="translation-save"
          >
            {t('catalog.actions.save')}
          </Button>
        </Box>
      </Box>
      {renderPreview && (
        <Dialog
          open={previewOpen}
          onClose={() => setPreviewOpen(false)}
          fullWidth
          maxWidth="md"
          aria-labelledby="translation-preview-title"
        >
          <DialogTitle id="translation-preview-title">{t('catalog.translation.preview')}</DialogTitle>
          <DialogContent dividers>{renderPreview(form.getValues(), languages)}</DialogContent>
          <DialogActions>
            <Button onClick={() => setPreviewOpen(false)}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </FormProvider>
  );
}

function EditableField({ field, path, dir }: { field: TranslationField; path: string; dir: 'rtl' | 'ltr' }) {
  const { control, register, formState } = useFormContext();
  const fieldMessage = useFieldMessage();
  const message = fieldMessage((get(formState.errors, path) as { message?: string } | undefined)?.message);
  if (field.kind === 'faqs') return <FaqListField name={path} label={field.label} dir={dir} />;
  if (field.kind === 'text') {
    return (
      <TextField
        {...register(path)}
        label={field.label}
        fullWidth
        error={Boolean(message)}
        helperText={message}
        slotProps={{ htmlInput: { maxLength: field.max, dir } }}
      />
    );
  }
  return (
    <Controller
      control={control}
      name={path}
      render={({ field: controlled }) =>
        field.kind === 'rich' ? (
          <RichTextEditor
            label={field.label}
            value={String(controlled.value ?? '')}
            onChange={controlled.onChange}
            onBlur={controlled.onBlur}
            error={Boolean(message)}
            helperText={message}
            name={path}
            dir={dir}
          />
        ) : (
          <CharacterCounterField
            {...controlled}
            value={String(controlled.value ?? '')}
            max={field.max}
            label={field.label}
            fullWidth
            error={Boolean(message)}
            helperText={message}
            slotProps={{ htmlInput: { dir } }}
          />
        )
      }
    />
  );
}

function ReadOnlyValues({
  fields,
  values,
  language,
}: {
  fields: readonly TranslationField[];
  values: TranslationValues | undefined;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }} lang={language}>
      {fields.map((field) => {
        const value = values?.[field.name];
        const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
        return (
          <Box key={field.name}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {field.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`current-${field.name}`}>
              {empty ? (
                <Typography color="text.disabled">{t('catalog.translation.missing')}</Typography>
              ) : Array.isArray(value) ? (
                <Box component="ol" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
                  {value.map((faq, index) => (
                    <li key={index}>
                      <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
                      <Typography color="text.secondary">{faq.answer}</Typography>
                    </li>
                  ))}
                </Box>
              ) : field.kind === 'rich' ? (
                <RichTextView html={value} />
              ) : (
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{value}</Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
