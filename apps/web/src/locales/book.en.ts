// English texts of the profile's address book and saved payment methods (SPEC §2 /profile), under
// `book.*`. Success texts follow SPEC §8 ('{field} Successfully', 'Updated Successfully.').

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
    added: 'Address Added Successfully',
    updated: 'Updated Successfully.',
    removed: 'Address Removed Successfully',
    defaultSet: 'Updated Successfully.',
    removeTitle: 'Remove address',
    removeText: 'Remove “{{name}}” from your address book?',
  },
  paymentMethods: {
    card: '{{brand}} •••• {{last4}}',
    bank: '{{name}} · {{iban}}',
    expires: 'Expires {{date}}',
    addCard: 'Add card',
    addBank: 'Add bank account',
    cardAdded: 'Credit Card Added Successfully',
    cardRemoved: 'Credit Card Removed Successfully',
    bankAdded: 'Bank Account Added Successfully',
    bankRemoved: 'Bank Account Removed Successfully',
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
