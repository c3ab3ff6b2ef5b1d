import { isInAdWindow, type MarketingItem } from '@iot/shared/marketing';
import { dayjs } from '../../../lib/dates.ts';

export type MarketingStatus = 'active' | 'inactive' | 'scheduled' | 'ended';

/**
 * What shoppers see of an item at `now` (the current time when left out): an active ad outside its
 * window is scheduled or ended, not active.
 */
export function marketingStatus(
  item: Pick<MarketingItem, 'active' | 'startsAt' | 'endsAt'>,
  now?: Date,
): MarketingStatus {
  if (!item.active) return 'inactive';
  const at = dayjs(now);
  if (isInAdWindow(item, at.toDate())) return 'active';
  return item.startsAt && dayjs(item.startsAt).isAfter(at) ? 'scheduled' : 'ended';
}
