import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressBody } from '@iot/shared/addresses';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf } from '../../../api/client.ts';
import {
  AddressFields,
  addressResolver,
  addressValuesOf,
  blankAddress,
  type AddressValues,
} from '../../../components/address/address-fields.tsx';
import {
  useCreateAddress,
  useDeleteAddress,
  useSavedAddresses,
  useUpdateAddress,
  type SavedAddress,
} from '../../../components/address/api/saved-addresses.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { addressMessage } from '../../../lib/book-messages.ts';
import { localizePhoneNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { BookSection } from './book-section.tsx';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';
import { showServerFieldErrors } from '../../../components/forms/server-errors.ts';

/**
 * SPEC §2 /profile saved addresses (SPEC §6: brands with the savedAddresses flag): list, add,
 * edit, remove behind a confirmation, and make one the default; SPEC §8 success texts.
 */
export function AddressBook() {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const addresses = useSavedAddresses();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);

  const fail = (error: unknown) => notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });

  const makeDefault = async (address: SavedAddress) => {
    try {
      await update.mutateAsync({ id: address.id, body: { isDefault: true } });
      notify({ type: 'success', message: addressMessage('updated', language) });
    } catch (error) {
      fail(error);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify({ type: 'success', message: addressMessage('removed', language) });
      setRemoving(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <BookSection
        title={t('account.addresses.title')}
        actions={
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('book.addresses.add')}
          </Button>
        }
        entries={addresses}
        loadingHeight={120}
        empty={{ title: t('account.addresses.empty'), icon: <PlaceIcon /> }}
        testId="address-book"
        entryTestId="saved-address"
        entrySx={{ p: 2, display: 'grid', gap: 1 }}
      >
        {(address) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
                <bdi>{address.name || address.fullName}</bdi>
              </Typography>
              {address.isDefault && <Chip size="small" color="primary" label={t('checkout.address.default')} />}
            </Box>
            <Typography variant="body2">
              <bdi>{address.fullName}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{address.address}</bdi>
            </Typography>
            {address.additionalDetails && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{address.additionalDetails}</bdi>
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              <bdi>{address.cityName}</bdi>, <bdi>{address.countryName}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {localizePhoneNumber(address.phoneNumber, language)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => setEditing(address)}>
                {t('book.edit')}
              </Button>
              {!address.isDefault && (
                <Button size="small" onClick={() => void makeDefault(address)} disabled={update.isPending}>
                  {t('book.addresses.makeDefault')}
                </Button>
              )}
              <Button size="small" color="error" onClick={() => setRemoving(address)}>
                {t('book.remove')}
              </Button>
            </Box>
          </>
        )}
      </BookSection>
      {editing && <AddressDialog address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmRemoveDialog
        open={removing !== null}
        title={t('book.addresses.removeTitle')}
        text={t('book.addresses.removeText', { name: removing?.name || removing?.fullName || '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function AddressDialog({ address, onClose }: { address: SavedAddress | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useForm<AddressValues, unknown, AddressBody>({
    resolver: addressResolver,
    mode: 'onTouched',
    defaultValues: address ? addressValuesOf(address) : blankAddress(),
  });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (body) => {
    try {
      if (address) await update.mutateAsync({ id: address.id, body });
      else await create.mutateAsync(body);
      notify({ type: 'success', message: addressMessage(address ? 'updated' : 'added', language) });
      onClose();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });
    }
  });

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="address-dialog-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="address-dialog-title">
          {t(address ? 'book.addresses.editTitle' : 'book.addresses.addTitle')}
        </DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <Box sx={{ pt: 1 }}>
            <AddressFields form={form} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('book.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('book.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
