import { multilineMax } from '@iot/shared/fields';

export { multilineMax };

export type CounterState = { count: number; max: number; atLimit: boolean };

export function counterState(text: string | null | undefined, max: number = multilineMax): CounterState {
  const count = text?.length ?? 0;
  return { count, max, atLimit: count >= max };
}
