import type { Database } from './db/database.ts';
import { seedSettings } from './modules/settings/settings-service.ts';

/** Demo data for the embedded default; each step keeps what is already there. */
export async function seedDemoData(db: Database): Promise<void> {
  await seedSettings(db);
}
