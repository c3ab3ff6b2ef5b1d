/** One item's new place in the list, as the PATCH of its sortOrder sends it. */
export type OrderChange = { id: string; sortOrder: number };

/**
 * Moves the item at `from` to `to` and numbers the list 1, 2, 3… in its new order, returning only
 * the items whose sortOrder changes. Renumbering (rather than swapping two values) also orders
 * items that share a sortOrder, as every item created without one does (0).
 */
export function reorder(items: readonly { id: string; sortOrder: number }[], from: number, to: number): OrderChange[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (!item) return [];
  moved.splice(to, 0, item);
  return moved
    .map((entry, index) => ({ id: entry.id, sortOrder: index + 1, before: entry.sortOrder }))
    .filter((entry) => entry.sortOrder !== entry.before)
    .map(({ id, sortOrder }) => ({ id, sortOrder }));
}
