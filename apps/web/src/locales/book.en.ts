// English texts of the profile's address book and saved payment methods (SPEC §2 /profile), under
// `book.*`. The SPEC §8 success texts are packages/shared's (addressMessages, paymentMethodMessages).

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
};
