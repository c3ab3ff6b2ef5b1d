/**
 * The server texts (server-messages.ts) a storefront page needs as it starts, apart from the
 * others and their Arabic table (some 4 KiB gzip): the API client's default message, the captcha
 * message and the above-stock message load with every page (issue 12). server-messages.ts spreads
 * these into `serverMessages`, so each text is still written once and read from there.
 */
export const basicServerMessages = {
  captchaUnavailable: 'Execute recaptcha not yet available',
  somethingWentWrong: 'Something wrong happened! Please try again.',
  quantityAboveStock: 'Sorry, Requested quantity of this product is greater than our stock!',
} as const;
