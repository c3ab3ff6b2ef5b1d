import { describe, expect, it } from 'vitest';
import { choiceSettled, shownChoice, toggleChoice, type PendingChoice } from './pending-choice.ts';

describe('a filter choice the URL has not reached yet', () => {
  it('shows a click at once and settles when the URL gets there', () => {
    const ticked = toggleChoice(null, [], 'device');
    expect(shownChoice(ticked, [])).toEqual(['device']);
    expect(choiceSettled(ticked, [])).toBe(false);
    expect(choiceSettled(ticked, ['device'])).toBe(true);
  });

  it('takes a second click from what is shown, not from the URL that is still behind', () => {
    const ticked = toggleChoice(null, [], 'device');
    // The URL has not moved: the second click unticks what the first ticked.
    const unticked = toggleChoice(ticked, [], 'device');
    expect(unticked.values).toEqual([]);
    // The first click's list lands before the second's: the box stays as the shopper left it.
    expect(shownChoice(unticked, ['device'])).toEqual([]);
    expect(choiceSettled(unticked, ['device'])).toBe(false);
    expect(choiceSettled(unticked, [])).toBe(true);
  });

  it('adds to a choice still on its way', () => {
    const first = toggleChoice(null, ['lorawan'], '4g');
    const second = toggleChoice(first, ['lorawan'], 'nb-iot');
    expect(second.values).toEqual(['lorawan', '4g', 'nb-iot']);
    expect(choiceSettled(second, ['nb-iot', '4g', 'lorawan'])).toBe(true);
  });

  it('gives way to a URL no click sent it to', () => {
    const pending: PendingChoice<string> = toggleChoice(null, [], 'device');
    expect(shownChoice(pending, ['gateway'])).toEqual(['gateway']);
    expect(choiceSettled(pending, ['gateway'])).toBe(true);
  });
});
