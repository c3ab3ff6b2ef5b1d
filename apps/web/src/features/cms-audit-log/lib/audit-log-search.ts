import { z } from 'zod';
import { auditLogQuerySchema, type AuditLogQuery } from '@iot/shared/audit-log';
import { datePresets, parseLocalDate, presetRange } from '../../../lib/date-presets.ts';

/** A custom day as the date field gives it (`YYYY-MM-DD`, the viewer's own). */
const localDate = z.string().refine((value) => parseLocalDate(value) !== null);

/**
 * The audit log as its URL holds it: the API's query, except that dates are a preset or the
 * viewer's own days (SPEC §9), sent as instants only when the list asks, as the orders list does.
 */
export const auditLogSearchSchema = auditLogQuerySchema
  .pick({ page: true, limit: true, adminId: true, resource: true, sort: true, order: true })
  .extend({
    date: z.enum(datePresets).optional(),
    from: localDate.optional(),
    to: localDate.optional(),
  });
export type AuditLogState = z.output<typeof auditLogSearchSchema>;

/** The URL's short names of the person filter. */
export const auditLogUrlKeys = { adminId: 'admin' } as const;

/** The API query of a state: the date preset becomes the instants of the viewer's days. */
export function auditLogQuery(state: AuditLogState, now?: Date): Partial<AuditLogQuery> {
  const range = state.date ? presetRange(state.date, now, { from: state.from, to: state.to }) : null;
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    order: state.order,
    ...(state.adminId ? { adminId: state.adminId } : {}),
    ...(state.resource ? { resource: state.resource } : {}),
    ...(range?.from ? { from: range.from } : {}),
    ...(range?.to ? { to: range.to } : {}),
  };
}
