import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { initials, profileUpdateBodySchema, type MarketplaceUser } from '@iot/shared/auth';
import { isSupportedLanguage, menuLanguages } from '@iot/shared/languages';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { uploadAvatar } from '../../../api/upload-file.ts';
import { PhoneNumberFields } from '../../../components/address/phone-number-fields.tsx';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { imageFileProblem } from '../../../components/image-checks.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useUpdateOwnProfile } from '../api/own-profile.ts';

type User = WithId<MarketplaceUser>;

// The profile PATCH contract, with what this form always sends (SPEC §3 marketplace user).
const formSchema = profileUpdateBodySchema
  .pick({ avatar: true, title: true, firstName: true, lastName: true, phoneNumber: true, language: true })
  .required();
type Values = z.input<typeof formSchema>;
const fieldNames: FieldPath<Values>[] = [
  'avatar',
  'title',
  'firstName',
  'lastName',
  'phoneNumber.isoCode',
  'phoneNumber.phoneNumber',
  'language',
];

const defaultCountry = 'AE';
/** The languages an account can use (SPEC §1: en and ar), each named in its own script as in the menu. */
const accountLanguages = menuLanguages.filter(({ code }) => isSupportedLanguage(code));

function valuesOf(user: User): Values {
  return {
    avatar: user.avatar,
    title: user.title ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? { isoCode: defaultCountry, phoneNumber: '' },
    language: user.language,
  };
}

/**
 * The signed-in user edits its own profile (SPEC §3: avatar, title, names, phone, language). A
 * failed save keeps the dialog open with everything typed, and the server's messages on the fields.
 * Rendered only while open, so each opening starts from the saved profile.
 */
export function ProfileEditDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const update = useUpdateOwnProfile();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(user),
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ account: user, body });
      notify({ type: 'success', message: t('book.profile.saved') });
      onClose();
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });
  const close = () => {
    if (!form.formState.isSubmitting) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={submit} data-testid="profile-edit-form">
        <DialogTitle id={titleId}>{t('book.profile.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
            <Controller
              control={form.control}
              name="avatar"
              render={({ field: avatar, fieldState }) => (
                <AvatarPicker
                  user={user}
                  value={avatar.value}
                  onChange={avatar.onChange}
                  errorMessage={fieldMessage(fieldState.error?.message)}
                />
              )}
            />
            <TextField {...field('title')} required={false} label={t('account.fields.title')} />
            <TextField {...field('firstName')} label={t('account.fields.firstName')} autoComplete="given-name" />
            <TextField {...field('lastName')} label={t('account.fields.lastName')} autoComplete="family-name" />
            <PhoneNumberFields
              form={form}
              country="phoneNumber.isoCode"
              number="phoneNumber.phoneNumber"
              countryLabel={t('book.profile.phoneCountry')}
              numberLabel={t('account.fields.phoneNumber')}
              autoComplete="tel"
            />
            <Controller
              control={form.control}
              name="language"
              render={({ field: language }) => (
                <TextField
                  {...language}
                  select
                  fullWidth
                  label={t('book.profile.language')}
                  helperText={t('book.profile.languageHint')}
                  sx={{ gridColumn: { sm: '1 / -1' } }}
                >
                  {accountLanguages.map(({ code, label }) => (
                    <MenuItem key={code} value={code} lang={code}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.formState.isSubmitting}>
            {t('book.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('book.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** SPEC §5 image rules before the upload (png/jpeg, 1 MB); the server checks the content again. */
function AvatarPicker({
  user,
  value,
  onChange,
  errorMessage,
}: {
  user: User;
  value: string | null;
  onChange: (url: string | null) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = imageFileProblem(file, 0, 1);
    setProblem(local);
    if (local) return;
    setUploading(true);
    try {
      onChange((await uploadAvatar(file)).url);
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setUploading(false);
    }
  };
  const message = fieldMessage(problem ?? undefined) ?? errorMessage;

  return (
    <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Avatar
        src={value ?? undefined}
        alt={t('account.fields.avatar')}
        sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}
      >
        {initials(user)}
      </Avatar>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<PhotoIcon />} loading={uploading} onClick={() => input.current?.click()}>
          {t('book.profile.uploadAvatar')}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange(null)} disabled={uploading}>
            {t('book.profile.removeAvatar')}
          </Button>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={t('book.profile.uploadAvatar')}
        data-testid="avatar-input"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText error={Boolean(message)} sx={{ flexBasis: '100%', m: 0 }}>
        {message ?? t('book.profile.avatarHint')}
      </FormHelperText>
    </Box>
  );
}
