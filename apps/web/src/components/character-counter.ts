/** SPEC §5, §9: multiline text fields count to 255 and the count turns red at the limit. */
export const multilineMax = 255;

export type CounterState = { count: number; max: number; atLimit: boolean };

export function counterState(text: string | null | undefined, max: number = multilineMax): CounterState {
  const count = text?.length ?? 0;
  return { count, max, atLimit: count >= max };
}
