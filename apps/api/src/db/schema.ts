// Every table, gathered for Drizzle's typed queries and for drizzle-kit's migration generator.
export * from '../modules/settings/settings-table.ts';
export * from '../modules/admins/admin-table.ts';
export * from '../modules/companies/company-table.ts';
export * from '../modules/tenants/tenant-table.ts';
export * from '../modules/auth/session-table.ts';
export * from '../modules/auth/one-time-code-table.ts';
export * from '../modules/captcha/captcha-table.ts';
export * from '../modules/mail/mail-table.ts';
export * from '../modules/rate-limit/rate-limit-table.ts';
export * from '../modules/metadata/metadata-item-table.ts';
export * from '../modules/products/product-table.ts';
export * from '../modules/product-groups/product-group-table.ts';
export * from '../modules/files/file-table.ts';
export * from '../modules/requests/request-table.ts';
export * from '../modules/marketing/marketing-table.ts';
export * from '../modules/inventory/inventory-table.ts';
