// One of main.tsx's turns: the stored cart's schema, which the header's badge reads on every page,
// with the rest of zod.
export { cartItemSchema } from '@iot/shared/cart-item';
