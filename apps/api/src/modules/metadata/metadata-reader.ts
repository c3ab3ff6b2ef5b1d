import type { ServiceContext } from '../../service-context.ts';
import { findMetadataItemsByIds, findMetadataKindsByIds } from './metadata-item-repository.ts';
import type { MetadataItemRow } from './metadata-item-table.ts';

/**
 * What other modules may read of the metadata (DESIGN §API: a small public surface per module;
 * nobody else imports this module's repository or tables).
 */
export type { MetadataItemRow };
export { toMetadataItem } from './metadata-item-view.ts';

/** The items with these ids, in no particular order; unknown ids are left out. */
export function readMetadataItems(ctx: ServiceContext, ids: string[]): Promise<MetadataItemRow[]> {
  return findMetadataItemsByIds(ctx.db, ids);
}

/** Each known id's kind ('tags', 'device-types', …), to check the references of a write. */
export function readMetadataKinds(ctx: ServiceContext, ids: string[]): Promise<Map<string, string>> {
  return findMetadataKindsByIds(ctx.db, ids);
}
