import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed';
import { createDurableDatabase, type DurableDatabase } from '../../test/durable-database';
import { createUser } from '../../test/factories/users';
import { httpClient, signIn } from '../../test/http-client';
import { exited, spawnScript, startServer } from '../../test/server-process';

/**
 * The operator's first start (docs/operations.md#first-start) in child processes on PGlite or
 * PostgreSQL (TEST_DB): `npm run admin:create` on an empty database, then a production start that
 * refuses while any account still holds the demo password and serves once none does.
 */
const CLI = 'apps/api/src/customers/accounts/admin-create.cli.ts';
const production = { NODE_ENV: 'production', AUTH_SECRET: 'first-start-test-secret-0123456789abcdef' };

let store: DurableDatabase;

/** Runs admin:create with `args` and the password on standard input; answers exit code and output. */
async function adminCreate(args: string[], password: string) {
  const { child, output } = spawnScript(CLI, args, store.env, `${password}\n`);
  return { code: await exited(child), output: output() };
}

beforeAll(async () => {
  store = await createDurableDatabase();
  // The migrated, empty database an operator's first start makes (PGlite: loaded from the template).
  await (await store.open()).close();
});
afterAll(() => store.drop());

describe('first start for real use', () => {
  it('creates the first admin on an empty database, refusing bad fields and a taken login', async () => {
    const short = await adminCreate(['--login', 'owner', '--email', 'owner@example.com'], 'short');
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/password: .*8/);

    const made = await adminCreate(
      ['--login', 'owner', '--email', 'owner@example.com', '--name', 'Olga Owner'],
      'correct horse battery',
    );
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('admin "owner" created');

    const again = await adminCreate(
      ['--login', 'OWNER', '--email', 'other@example.com'],
      'correct horse battery',
    );
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/login/i);
  }, 60_000);

  it('refuses a production start while an account holds the demo password, then serves the new admin', async () => {
    const database = await store.open();
    const demo = await createUser({ db: database.db, username: 'shop', password: DEMO_PASSWORD });
    await database.close();

    const refused = spawnScript('apps/api/src/server.ts', [], { ...store.env, ...production, PORT: '0' });
    expect(await exited(refused.child)).toBe(1);
    expect(refused.output()).toContain('still have the demo password: shop');
    expect(refused.output()).toContain('npm run admin:create');

    const reopened = await store.open();
    await reopened.db.execute(sql`update users set password_hash = 'changed' where id = ${demo.user.id}`);
    await reopened.close();

    const server = await startServer({ env: { ...store.env, ...production } });
    try {
      const token = await signIn(server.url, 'owner', 'correct horse battery');
      const me = await httpClient(server.url)('POST', '/api/v0/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ username: 'owner', groups: ['admin'] });
    } finally {
      await server.stop();
    }
  }, 120_000);
});
