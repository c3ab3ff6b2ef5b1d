import type { ServiceContext } from '../../service-context.ts';
import { deleteRateWindowsBefore } from './expired-window-repository.ts';

/** Rate windows that started before `cutoff`; every rule's window is shorter than the caller's margin. */
export function pruneRateWindows(ctx: ServiceContext, cutoff: Date): Promise<number> {
  return deleteRateWindowsBefore(ctx.db, cutoff);
}
