/**
 * A multi-value choice (a filter's checkboxes) the shopper has made and the URL has not reached yet:
 * the router changes the URL only once the next list is ready, and a shopper may click again before
 * that. `keys` are the URL states on the way: where the first click started and each click's target.
 */
export type PendingChoice<T> = { values: readonly T[]; keys: readonly string[] };

/** The same whatever the order the values were picked or the URL lists them in. */
function choiceKey(values: readonly (string | number)[]): string {
  return values.map(String).sort().join('\u0000');
}

const onItsWay = <T>(pending: PendingChoice<T> | null, selected: readonly (string | number)[]) =>
  pending !== null && pending.keys.includes(choiceKey(selected));

/** What the checkboxes show: the last click's choice while the URL is on its way to it, else the URL's. */
export function shownChoice<T extends string | number>(
  pending: PendingChoice<T> | null,
  selected: readonly T[],
): readonly T[] {
  return pending && onItsWay(pending, selected) ? pending.values : selected;
}

/** The choice after a click on `value`, made from what the checkboxes show rather than the URL. */
export function toggleChoice<T extends string | number>(
  pending: PendingChoice<T> | null,
  selected: readonly T[],
  value: T,
): PendingChoice<T> {
  const shown = shownChoice(pending, selected);
  const values = shown.includes(value) ? shown.filter((item) => item !== value) : [...shown, value];
  const keys = pending && onItsWay(pending, selected) ? pending.keys : [choiceKey(selected)];
  return { values, keys: [...keys, choiceKey(values)] };
}

/** Over once the URL has reached the choice, or has gone where no click sent it (Back, a chip, Clear all). */
export function choiceSettled<T extends string | number>(pending: PendingChoice<T>, selected: readonly T[]): boolean {
  return choiceKey(selected) === choiceKey(pending.values) || !onItsWay(pending, selected);
}
