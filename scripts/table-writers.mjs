// One writer per table (docs/architecture.md, habit 16 of the conventions), checked by `npm run lint`.
//
// Usage: node scripts/table-writers.mjs [--list] [--root <dir>] [--owners <file>]
//
// Scans apps/api/src/**/*.ts — except migrations, tests (*.test.ts), apps/api/src/test/**,
// **/bench/** and the schema declarations themselves — for every write to a table:
// - SQL text in string and template literals (comments are skipped): `insert into t`,
//   `update [only] t [[as] alias] set`, `delete from [only] t`, `truncate [table] [only] t[, t2…]`,
//   `merge into t`, `copy t [(cols)] from stdin|'file'|program|${…}`; any case and whitespace,
//   newlines included, optional double quotes and `public.` schema, anywhere in a statement (so
//   `with x as (update t set …)` counts). A `${table}` whose expression is a drizzle table
//   imported from db/schema counts as that table's name;
// - drizzle builder calls `.insert(t)`, `.update(t)`, `.delete(t)` where `t` is a table imported
//   from apps/api/src/db/schema (named, aliased or `schema.t`); the SQL name comes from the schema
//   files' `export const t = pgTable('name'` declarations;
// - the seed's bulk helpers: the exported functions of apps/api/src/db/seed/bulk.ts that take a
//   `table: string` and write it (insertColumns, insertRows), called with a string literal.
// A file belongs to a module: apps/api/src/<wing>/<module>/… → `<wing>/<module>` (a wing is a
// folder with a wing.ts; a wing's own root files → `<wing>`), db/seed/** → `db/seed`, any other
// file → its top folder under apps/api/src (`lib`, `jobs`, `audit`, `security`, `db`…).
//
// The owners are declared once, in scripts/table-owners.json: `owners` maps a table to the one
// module allowed to write it; `unchecked` lists the tables not enforced yet (with the module meant
// to own them); every table of the schema must be in exactly one of the two (a new table without
// an entry, or an entry naming no table, fails like a violation). Not seen:
// SQL whose table name is computed (`insert into ${name}`, string concatenation), the seed's
// `truncateAll` (empties every table before a reload) and `withoutIndexes` (drops and rebuilds
// indexes, no rows), and database triggers (migrations).
//
// Prints each violation as `path:line: writes <table>, owned by <module>` and exits 1; exits 0
// when every write is its owner's. `--list` prints who writes what, as a Markdown table.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBulk, readSchema, SRC, walk, writesOf } from './table-writes.mjs';

function args(argv) {
  const at = (flag) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const here = path.dirname(new URL(import.meta.url).pathname);
  return {
    list: argv.includes('--list'),
    root: path.resolve(at('--root') ?? path.join(here, '..')),
    owners: path.resolve(at('--owners') ?? path.join(here, 'table-owners.json')),
  };
}

const exempt = (rel) =>
  rel.endsWith('.test.ts') ||
  rel.startsWith(`${SRC}/test/`) ||
  /(^|\/)(migrations|bench)\//.test(rel) ||
  rel.startsWith(`${SRC}/db/schema/`);

/** The module of a file (path relative to the repository root). */
function moduleOf(root, rel) {
  const parts = path.relative(SRC, rel).split('/');
  if (parts.length === 1) return 'src';
  if (parts[0] === 'db' && parts[1] === 'seed') return 'db/seed';
  const isWing = existsSync(path.join(root, SRC, parts[0], 'wing.ts'));
  return isWing && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

function main() {
  const options = args(process.argv.slice(2));
  const config = JSON.parse(readFileSync(options.owners, 'utf8'));
  const owners = new Map(Object.entries(config.owners));
  const unchecked = new Map(Object.entries(config.unchecked ?? {}));
  const schema = readSchema(options.root);
  const bulk = readBulk(options.root);
  const problems = [];
  const ownersFile = path.relative(process.cwd(), options.owners);
  for (const table of [...owners.keys(), ...unchecked.keys()]) {
    if (!schema.declared.has(table))
      problems.push(`${ownersFile}: ${table} is not a table of ${SRC}/db/schema`);
    if (owners.has(table) && unchecked.has(table))
      problems.push(`${ownersFile}: ${table} is both owned and unchecked`);
  }
  for (const [table, at] of schema.declared) {
    if (!owners.has(table) && !unchecked.has(table))
      problems.push(`${at.file}:${at.line}: ${table} has no owner: declare it in ${ownersFile}`);
  }
  const writers = new Map();
  for (const file of walk(path.join(options.root, SRC)).sort()) {
    const rel = path.relative(options.root, file);
    if (exempt(rel)) continue;
    const module = moduleOf(options.root, rel);
    for (const { table, line } of writesOf({ file, schema, bulk })) {
      const owner = owners.get(table);
      if (owner && owner !== module) problems.push(`${rel}:${line}: writes ${table}, owned by ${owner}`);
      if (!writers.has(table)) writers.set(table, new Map());
      writers.get(table).set(module, (writers.get(table).get(module) ?? []).concat(`${rel}:${line}`));
    }
  }
  if (options.list) printList({ schema, owners, unchecked, writers });
  else for (const problem of problems) console.log(problem);
  process.exitCode = problems.length > 0 && !options.list ? 1 : 0;
}

function printList({ schema, owners, unchecked, writers }) {
  console.log('| table | owner | written by (✗ = not the owner) |');
  console.log('| --- | --- | --- |');
  for (const table of [...schema.declared.keys()].sort()) {
    const owner = owners.get(table);
    const by = [...(writers.get(table) ?? new Map())].map(
      ([module, at]) => `${module}${owner && owner !== module ? ' ✗' : ''} (${at.length})`,
    );
    const who = owner ?? `unchecked (${unchecked.get(table) ?? '?'})`;
    console.log(`| ${table} | ${who} | ${by.join(', ') || '—'} |`);
  }
}

main();
