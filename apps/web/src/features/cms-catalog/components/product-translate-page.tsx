import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { productLimits, productUpdateBodySchema } from '@iot/shared/products';
import { textDirection } from '@iot/shared/languages';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { TranslationEditor } from '../../../components/translation-editor/translation-editor.tsx';
import type { TranslationField } from '../../../components/translation-editor/translation-values.ts';
import { usePaths } from '../../../lib/paths.ts';
import { cmsProductQueries, useCmsProduct, useUpdateProduct } from '../api/products.ts';

const translationSchema = productUpdateBodySchema.pick({ name: true, shortName: true, description: true, faqs: true });

/** SPEC §2 /cms/products/{id}/translate: name, short name, description (rich text) and FAQs. */
export function ProductTranslatePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const product = useCmsProduct(id);
  const update = useUpdateProduct();
  const fields: TranslationField[] = [
    { name: 'name', label: t('catalog.products.fields.name'), kind: 'text', max: productLimits.nameMax },
    { name: 'shortName', label: t('catalog.products.fields.shortName'), kind: 'text', max: productLimits.shortNameMax },
    { name: 'description', label: t('catalog.products.fields.description'), kind: 'rich' },
    { name: 'faqs', label: t('catalog.products.fields.faqs'), kind: 'faqs' },
  ];
  if (product.isPending) return <PageLoading />;
  const name = product.data?.name ?? id;
  return (
    <TranslationEditor
      title={t('catalog.translation.title', { name })}
      breadcrumbs={[
        { label: t('catalog.products.title'), to: paths.cms.products() },
        { label: name, to: paths.cms.product(id) },
        { label: t('catalog.actions.translate') },
      ]}
      fields={fields}
      query={(code) => cmsProductQueries.translation(id, code)}
      schema={translationSchema}
      save={(code, body) => update.mutateAsync({ id, body, language: code })}
      onDone={() => navigate(paths.cms.product(id))}
      renderPreview={(values, languages) => (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {languages.map((option, index) => {
            const text = values[option.code];
            return (
              <Box key={option.code} lang={option.code} dir={textDirection(option.code)}>
                {index > 0 && <Divider sx={{ mb: 3 }} />}
                <Typography variant="overline" color="text.secondary">
                  {option.label}
                </Typography>
                <Typography variant="h5" component="p">
                  {String(text?.name ?? '')}
                </Typography>
                <Typography color="text.secondary">{String(text?.shortName ?? '')}</Typography>
                <RichTextView html={String(text?.description ?? '')} />
              </Box>
            );
          })}
        </Box>
      )}
    />
  );
}
