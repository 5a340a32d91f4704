import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';

/**
 * Names the migrated, empty template database of the run; set by global-setup.ts before the test
 * workers start, so they inherit it.
 */
export const PG_TEMPLATE_ENV = 'KITS_TEST_PG_TEMPLATE';

/** The server's maintenance connection (DATABASE_URL, else the local `test` database). */
export const adminUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on the maintenance connection (create/drop database). */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The connection URL of database `name` on the same server as adminUrl(). */
export function databaseUrlOf(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, migrated PostgreSQL database `<prefix>_<pid>_<random>`: a copy of the run's template
 * (`create database … template …`, a file copy on the server) when global-setup.ts made one, so no
 * test file runs the migrations again; else (outside Vitest, e.g. the fuzz bench) migrated here.
 * Answers its name and URL; drop it with dropPgDatabase.
 */
export async function createPgDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env[PG_TEMPLATE_ENV];
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrlOf(name);
  // Two connections: the migration runs on one while the other holds its advisory lock (db/client.ts).
  if (!template) await (await openDatabase({ databaseUrl: url, poolSize: 2 })).close();
  return { name, url };
}

/** Drops database `name`, closing whatever connections are still open to it. */
export const dropPgDatabase = (name: string) => adminQuery(`drop database if exists ${name} with (force)`);
