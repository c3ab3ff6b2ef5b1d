/**
 * What the accounts modules (admins, companies, tenant users) take from auth, in one place: the
 * directory each of them provides, e-mail and id normalisation, password hashing, the profile
 * mapping companies and tenant users share, and the summary of a sent one-time code (DESIGN §API:
 * another module sees a module only through its readers and services).
 */
export { isUuid, normalizeEmail, type Account, type AccountDirectory } from './account-directory.ts';
export {
  customerAccess,
  profileChanges,
  toMarketplaceUser,
  type ProfileChanges,
  type ProfileRow,
} from './marketplace-user.ts';
export { hashPassword } from './password-hash.ts';
export { sentSummary } from './one-time-code-rules.ts';
