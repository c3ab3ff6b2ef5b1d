import { isInAdWindow, type MarketingItem } from '@iot/shared/marketing';

export type MarketingStatus = 'active' | 'inactive' | 'scheduled' | 'ended';

/** What shoppers see of an item now: an active ad outside its window is scheduled or ended, not active. */
export function marketingStatus(
  item: Pick<MarketingItem, 'active' | 'startsAt' | 'endsAt'>,
  now: Date,
): MarketingStatus {
  if (!item.active) return 'inactive';
  if (isInAdWindow(item, now)) return 'active';
  return item.startsAt && Date.parse(item.startsAt) > now.getTime() ? 'scheduled' : 'ended';
}
