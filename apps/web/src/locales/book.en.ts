// English texts of the profile's edit form, password change, address book and saved payment methods
// (SPEC §2 /profile), under `book.*`. The SPEC §8 success texts of the books are packages/shared's
// (addressMessages, paymentMethodMessages).

export const bookEn = {
  cancel: 'Cancel',
  remove: 'Remove',
  edit: 'Edit',
  save: 'Save',
  addresses: {
    add: 'Add address',
    addTitle: 'Add an address',
    editTitle: 'Edit address',
    makeDefault: 'Make default',
    removeTitle: 'Remove address',
    removeText: 'Remove “{{name}}” from your address book?',
  },
  paymentMethods: {
    card: '{{brand}} •••• {{last4}}',
    bank: '{{name}} · {{iban}}',
    expires: 'Expires {{date}}',
    addCard: 'Add card',
    addBank: 'Add bank account',
    removeCardTitle: 'Remove card',
    removeBankTitle: 'Remove bank account',
    removeText: 'Remove {{name}} from your saved payment methods?',
  },
  bank: {
    accountName: 'Account name',
    iban: 'IBAN',
    swift: 'SWIFT code',
  },
  profile: {
    edit: 'Edit profile',
    title: 'Edit your profile',
    saved: 'Updated Successfully.',
    phoneCountry: 'Phone country',
    language: 'Language',
    languageHint: 'The language of the e-mails we send you.',
    uploadAvatar: 'Upload picture',
    removeAvatar: 'Remove picture',
    avatarHint: 'PNG or JPEG, up to 1 MB.',
  },
  password: {
    title: 'Password',
    subtitle: 'Changing it signs you out on every other device.',
    open: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    changed: 'Your password was changed. Use the new one next time you sign in.',
  },
};
