import { parseArgs } from 'node:util';
import { emailField } from '../packages/shared/src/fields.ts';
import { newPasswordSchema } from '../packages/shared/src/auth.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { AppError } from '../apps/api/src/http/app-error.ts';
import { createSuperAdmin } from '../apps/api/src/modules/admins/admin-service.ts';
import { createServiceContext } from '../apps/api/src/service-context.ts';
import { generatePassword } from '../apps/api/src/modules/auth/password-hash.ts';

// `npm run admin:create -- --email a@b.c [--password …] [--first-name …] [--last-name …]`:
// the first super admin of a production install, on DATABASE_URL or the embedded database.
const usage =
  'Usage: npm run admin:create -- --email <e-mail> [--password <password>] [--first-name <name>] [--last-name <name>]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  strict: true,
});

const email = emailField().safeParse(values.email ?? '');
if (!email.success) fail(`${values.email ? 'Not an e-mail address.' : '--email is required.'}\n${usage}`, 64);
const generated = values.password === undefined;
const password = values.password ?? generatePassword();
const strong = newPasswordSchema.safeParse(password);
if (!strong.success)
  fail(`The password is too weak: ${strong.error.issues.map((issue) => issue.message).join('; ')}`, 64);

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    // The token secret signs nothing here: creating an account issues no tokens.
    const admin = await createSuperAdmin(createServiceContext({ db: database.db, config, tokenSecret: '' }), {
      email: email.data,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(`Created super admin ${admin.email} (id ${admin._id}).`);
    if (generated) console.log(`Generated password (shown only now): ${password}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 78);
  if (error instanceof AppError && error.statusCode === 409) fail(`${error.message}; nothing was changed.`, 1);
  throw error;
}
