import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySearch } from '../../../api/cms-companies.ts';
import { SearchPicker, type PickerOption } from '../../../components/cms/search-picker.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTenantCompany } from '../api/tenants.ts';

/**
 * The company a tenant belongs to (SPEC §2 /licenses: the company gives its licenses' seats to the
 * tenant's users), chosen by searching company accounts; cleared, the tenant belongs to none.
 */
export function CompanyField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const search = useDebouncedValue(text, 250);
  const companies = useCompanySearch(search, open);
  const current = useTenantCompany(chosen ? null : value);
  const options: PickerOption[] = (companies.data ?? []).map((company) => ({
    id: company.id,
    label: company.organization,
    detail: company.email,
  }));
  const selected =
    chosen?.id === value
      ? chosen
      : value && current.data
        ? { id: value, label: current.data.organization, detail: current.data.email }
        : null;
  return (
    <SearchPicker
      value={selected}
      onChange={(option) => {
        setChosen(option);
        onChange(option?.id ?? null);
      }}
      options={options}
      text={text}
      onText={setText}
      open={open}
      onOpen={setOpen}
      loading={companies.isFetching}
      label={t('tenants.fields.company')}
      error={Boolean(error)}
      helperText={error ?? t('tenants.hints.company')}
      testId="tenant-company"
    />
  );
}
