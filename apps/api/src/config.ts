import path from 'node:path';
import { z } from 'zod';
import { brandNames, defaultBrandName } from '@iot/shared/brands';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting the server reads, documented in README.md; validated once at start. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BRAND: z.enum(brandNames as [string, ...string[]], {
    error: `must be one of: ${brandNames.join(', ')}`,
  }).default(defaultBrandName),
  WEB_DIST_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brand: string;
  webDistDir: string;
  jwtSecret: string | undefined;
  logLevel: (typeof logLevels)[number];
  seedDemoData: boolean;
  trustProxy: boolean;
};

export class ConfigError extends Error {}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee README.md, section "Configuration".`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && !value.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: is required when NODE_ENV=production\nSee README.md, section "Configuration".');
  }
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(repositoryRoot, value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    brand: value.BRAND,
    webDistDir: value.WEB_DIST_DIR
      ? path.resolve(repositoryRoot, value.WEB_DIST_DIR)
      : path.join(repositoryRoot, 'apps/web/dist', value.BRAND),
    jwtSecret: value.JWT_SECRET,
    logLevel: value.LOG_LEVEL,
    seedDemoData: value.SEED_DEMO_DATA,
    trustProxy: value.TRUST_PROXY,
  };
}
