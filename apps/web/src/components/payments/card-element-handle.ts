/** What a card element hands up: a provider token and the holder's name, never the card number or CVC. */
export type CardToken = { token: string; holderName: string };

/**
 * The imperative face of a card element (both drivers): the form calls `createToken` when the
 * customer goes on, and `authenticate` when the order answers requires_action (3-D Secure).
 */
export type CardElementHandle = {
  /** Validates the fields (showing their messages) and answers the token, or null when they are not valid. */
  createToken: () => Promise<CardToken | null>;
  /** Runs the bank's authentication for a payment; the error text when it failed or was refused. */
  authenticate: (clientSecret: string) => Promise<{ ok: true } | { ok: false; message?: string }>;
};
