// Every table, gathered for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../modules/settings/settings-table.ts';
