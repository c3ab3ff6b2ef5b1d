import type { Order } from '@iot/shared/orders';
import type { WithId } from '../../../api/client.ts';

/** An order as the client holds it (records' `_id` read as `id`). */
export type PlacedOrder = WithId<Order>;
