import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@iot/shared/server-messages';
import { isStaffPermission, roleAllows, staffRoles, type StaffPermission } from '@iot/shared/staff-roles';
import { bearer, type ErrorBody } from '../test/auth-helpers.ts';
import { createTestApp, databaseTargets, type TestApp } from '../test/test-app.ts';

/**
 * DESIGN §Operations: staff roles are enforced by the API on every `/marketplace` operation. The
 * OpenAPI document is the list, as for the malformed-input test: a route added without its
 * `x-permission` fails here the day it is added, and each role is sent to every operation.
 */

type Operation = { operationId?: string; security?: Record<string, unknown>[]; 'x-permission'?: unknown };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Endpoint = { method: string; path: string; operation: Operation; guarded: boolean };

/** The `/marketplace` operations anyone may call: the captcha, signing in and out, password codes, places. */
const publicOperations = new Set([
  'getAdminCaptchaChallenge',
  'signInAdmin',
  'refreshAdminSession',
  'signOutAdmin',
  'requestAdminPasswordReset',
  'verifyAdminPasswordResetCode',
  'resetAdminPassword',
  'getAdminLocationIndex',
  'listAdminCountries',
  'listAdminCities',
]);

function endpoints(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/marketplace/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
        guarded: (operation.security ?? []).some((requirement) => 'adminBearer' in requirement),
      })),
    );
}

const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

describe.each(databaseTargets())('staff roles on every /marketplace operation, on $name', (target) => {
  let t: TestApp;
  let all: Endpoint[];

  beforeAll(async () => {
    t = await createTestApp(target);
    all = endpoints(t.app.swagger() as unknown as OpenApiDocument);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every operation is public by name or declares a permission its method matches', () => {
    expect(all.length).toBeGreaterThan(80);
    const problems = all.flatMap((endpoint) => {
      const permission = endpoint.operation['x-permission'];
      if (!endpoint.guarded)
        return publicOperations.has(endpoint.operation.operationId ?? '')
          ? []
          : [`${label(endpoint)}: no adminBearer security and not a known public operation`];
      if (!isStaffPermission(permission)) return [`${label(endpoint)}: declares no x-permission`];
      // A read must not need a write, and a write must never pass with a read permission.
      const reads = endpoint.method === 'GET';
      if (permission !== 'own-account' && permission.endsWith(':read') !== reads)
        return [`${label(endpoint)}: ${permission} does not fit ${endpoint.method}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('answers 403 where the role lacks the permission and never where it has it', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const role of staffRoles) {
      const headers = bearer(await t.adminToken({ role }));
      for (const endpoint of all.filter((candidate) => candidate.guarded)) {
        const permission = endpoint.operation['x-permission'] as StaffPermission;
        const write = endpoint.method !== 'GET';
        const response = await t.app.inject({
          method: endpoint.method,
          url: endpoint.path.replace(/\{\w+\}/g, () => randomUUID()),
          headers: { ...headers, ...(write ? { 'content-type': 'application/json' } : {}) },
          ...(write ? { payload: '{}' } : {}),
        });
        sent += 1;
        const refused =
          response.statusCode === 403 && response.json<ErrorBody>().error.message === serverMessages.staffRoleForbids;
        const mustRefuse = !roleAllows(role, permission);
        // Independent of the table: a read-only administrator never writes, and reads everything
        // but the administrators and the outbox (which holds password codes).
        const readOnlyRule =
          role === 'read-only' &&
          (write || endpoint.path.includes('/admins/admins') || endpoint.path.includes('/mail/'));
        if (mustRefuse !== refused || (readOnlyRule && !refused && permission !== 'own-account'))
          failures.push(
            `${role} ${label(endpoint)} (${permission}): ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 60_000);

  it('refuses a token without a role (issued before roles existed) everything but its own account', async () => {
    const headers = bearer(await t.adminToken({ role: undefined }));
    const orders = await t.app.inject({ method: 'GET', url: '/marketplace/orders', headers });
    expect(orders.statusCode).toBe(403);
  });
});
