/**
 * `npm run admin:create -- --login <name> --email <address> [--name "Full Name"] [--locale ru|en]`:
 * makes an admin account on the configured database (DATABASE_URL, or the PGlite under DATA_DIR),
 * the operator's first step on an empty one (docs/operations.md#first-start). The password is asked
 * twice without echo on a terminal, or read from standard input (one line) when it is piped:
 *
 *   printf '%s\n' "$ADMIN_PASSWORD" | npm run admin:create -- --login owner --email owner@example.com
 *
 * Exits 1 naming each bad field (login taken, short password…). Never run it against a PGlite folder
 * a running server has open (docs/operations.md#first-start says how on the embedded database).
 */
import { parseArgs } from 'node:util';
import { AdminAccountBody, LOCALES } from '@kits/contract';
import { read } from 'read';
import { loadConfig } from '../../config';
import { createRequestContext } from '../../context/request-context';
import { openConfiguredDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAdminAccount } from './admin-account.service';

const say = (text: string) => process.stdout.write(`[admin:create] ${text}\n`);

/** The password: asked twice without echo on a terminal, else the first line of standard input. */
async function password(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await read({ prompt: 'Password: ', silent: true, replace: '*' });
  const again = await read({ prompt: 'Password again: ', silent: true, replace: '*' });
  if (first !== again) throw new Error('the two passwords differ');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      locale: { type: 'string', default: 'ru' },
    },
  });
  if (!values.login || !values.email)
    throw new Error(
      'usage: npm run admin:create -- --login <name> --email <address> [--name "Full Name"] [--locale ru|en]',
    );
  const parsed = AdminAccountBody.safeParse({
    username: values.login,
    email: values.email,
    fullname: values.name ?? values.login,
    locale: values.locale,
    password: await password(),
  });
  if (!parsed.success) {
    const fields = {
      username: '--login',
      email: '--email',
      fullname: '--name',
      locale: '--locale',
      password: 'password',
    };
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${fields[i.path[0] as keyof typeof fields] ?? i.path.join('.')}: ${i.message}${i.path[0] === 'locale' ? ` (one of ${LOCALES.join(', ')})` : ''}`,
    );
    throw new Error(`bad input:\n${lines.join('\n')}`);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, say);
  try {
    const ctx = createRequestContext({ version: 'ru', locale: 'en', lang: 'en', signedIn: null });
    const { id } = await createAdminAccount(ctx, { db: database.db, body: parsed.data });
    say(`admin "${parsed.data.username}" created (user ${id}); sign in with it at the app's address`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const fields = err instanceof AppError ? Object.values(err.errors ?? {}).flat() : [];
  process.stderr.write(
    `[admin:create] ${fields.length ? fields.join('\n') : err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
