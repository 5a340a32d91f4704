import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The walls of docs/architecture.md#walls are kept by `npm run lint` (Biome, biome.json). This
// lints small trees written to a scratch folder with the repository's own biome.json, so a rule
// that stops working fails here.
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
let dir: string;

/** The API's walls in biome.json, by a phrase of their message. */
const WALLS = {
  up: 'does not import a wing above it',
  otherWingsFile: "Another wing's module is used only through its index.ts",
  moduleFile: 'A module answers others only through its index.ts',
  flows: "Modules do not import their wing's flows",
  sharedToWing: 'Shared layers (db, lib, plugins, rules, context, jobs, audit, mail) do not import the wings',
  seedToFile: 'The demo seed and the security proofs use a wing',
};

function lint(files: Record<string, string>) {
  rmSync(path.join(dir, 'apps'), { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', '--colors=off', 'apps'], { cwd: dir });
  const out = `${run.stdout}${run.stderr}`;
  const found = [...out.matchAll(/^(apps\/\S+?):(\d+):\d+ lint\/(\w+)\/(\w+)[^\n]*\n\s*[×!] ([^\n]*)/gm)];
  const rules = found.map((m) => `${m[1]} ${m[4]}`);
  // `file:line wall` of each refused import, the wall named by its message (WALLS).
  const walls = found.map((m) => {
    const wall = Object.entries(WALLS).find(([, phrase]) => m[5]!.includes(phrase));
    return `${m[1]}:${m[2]} ${wall?.[0] ?? m[5]}`;
  });
  return { ok: run.status === 0, rules, walls };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-walls-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { paths: { '@/*': ['./apps/web/src/*'] } } }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const web = 'apps/web/src';
const api = 'apps/api/src';
/** A file that imports (and uses) one name from each of `specifiers`, one per line from line 1. */
const importing = (specifiers: string[]) =>
  `${specifiers.map((from, i) => `import { x${i} } from '${from}';\n`).join('')}\nexport const used = [${specifiers.map((_, i) => `x${i}`).join(', ')}];\n`;

describe('npm run lint keeps the walls', () => {
  it('passes a feature that imports its own files and shared code', () => {
    const result = lint({
      [`${web}/lib/format.ts`]: 'export const format = (n: number) => String(n);\n',
      [`${web}/features/orders/utils/total.ts`]:
        "import { format } from '@/lib/format';\n\nexport const total = format(1);\n",
      [`${web}/features/orders/components/page.ts`]:
        "import { total } from '../utils/total';\n\nexport const page = total;\n",
    });
    expect(result).toEqual({ ok: true, rules: [], walls: [] });
  });

  it('refuses a feature importing another feature', () => {
    const result = lint({
      [`${web}/features/catalog/utils/price.ts`]: 'export const price = 1;\n',
      [`${web}/features/orders/components/page.ts`]:
        "import { price } from '@/features/catalog/utils/price';\n\nexport const page = price;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.rules).toEqual([`${web}/features/orders/components/page.ts noRestrictedImports`]);
  });

  it('refuses shared components importing a feature', () => {
    const result = lint({
      [`${web}/features/catalog/utils/price.ts`]: 'export const price = 1;\n',
      [`${web}/components/badge.ts`]:
        "import { price } from '@/features/catalog/utils/price';\n\nexport const badge = price;\n",
    });
    expect(result.rules).toEqual([`${web}/components/badge.ts noRestrictedImports`]);
  });

  it('refuses a deep relative import', () => {
    const result = lint({
      [`${web}/lib/format.ts`]: 'export const format = 1;\n',
      [`${web}/features/orders/components/page.ts`]:
        "import { format } from '../../../lib/format';\n\nexport const page = format;\n",
    });
    expect(result.rules).toEqual([`${web}/features/orders/components/page.ts noRestrictedImports`]);
  });

  it("refuses an API module reaching into another module's repository", () => {
    const result = lint({
      [`${api}/ordering/basket/basket.repository.ts`]: 'export const lockBasket = 1;\n',
      [`${api}/ordering/basket/index.ts`]: "export { lockBasket } from './basket.repository';\n",
      [`${api}/ordering/orders/orders.service.ts`]: importing(['../basket/basket.repository', '../basket']),
    });
    expect(result.walls).toEqual([`${api}/ordering/orders/orders.service.ts:1 moduleFile`]);
  });

  it('refuses an import up the wings (channels → ordering → catalogue → customers → outlets)', () => {
    const result = lint({
      [`${api}/outlets/stores/stores.service.ts`]: importing(['../../catalogue/catalog']),
      [`${api}/outlets/sales/rollups/rollups.ts`]: importing(['../../../customers/accounts']),
      [`${api}/catalogue/catalog/catalog.service.ts`]: importing(['../../ordering/basket']),
      [`${api}/customers/accounts/import/accounts.import.ts`]: importing(['../../../catalogue/media']),
      [`${api}/ordering/flows/send-order.flow.ts`]: importing(['../../channels/shopify']),
    });
    expect(new Set(result.walls)).toEqual(
      new Set([
        `${api}/outlets/stores/stores.service.ts:1 up`,
        `${api}/outlets/sales/rollups/rollups.ts:1 up`,
        `${api}/catalogue/catalog/catalog.service.ts:1 up`,
        `${api}/customers/accounts/import/accounts.import.ts:1 up`,
        `${api}/ordering/flows/send-order.flow.ts:1 up`,
      ]),
    );
  });

  it("passes an import down the wings through the module's index, from any depth", () => {
    const result = lint({
      [`${api}/channels/shopify/shopify.sync.ts`]: importing([
        '../../ordering/orders',
        '../../outlets/stock',
      ]),
      [`${api}/ordering/orders/orders.service.ts`]: importing([
        '../../catalogue/catalog',
        '../../outlets/stores',
      ]),
      [`${api}/catalogue/import/steps/stock.step.ts`]: importing([
        '../../../outlets/stock',
        '../../../db/client',
      ]),
      [`${api}/customers/accounts/accounts.service.ts`]: importing(['../../outlets/stores', '../../audit']),
      [`${api}/outlets/stores/stores.service.ts`]: importing(['../sales', '../../lib/app-error']),
    });
    expect(result).toEqual({ ok: true, rules: [], walls: [] });
  });

  it("refuses another wing's module's private file, at any depth", () => {
    const result = lint({
      [`${api}/ordering/orders/orders.service.ts`]: importing(['../../outlets/stores/stores.repository']),
      [`${api}/catalogue/import/steps/stock.step.ts`]: importing(['../../../outlets/stock/stock.repository']),
      [`${api}/channels/shopify/shopify.sync.ts`]: importing([
        '../../outlets/stock',
        '../../ordering/basket/lines',
      ]),
    });
    expect(new Set(result.walls)).toEqual(
      new Set([
        `${api}/ordering/orders/orders.service.ts:1 otherWingsFile`,
        `${api}/catalogue/import/steps/stock.step.ts:1 otherWingsFile`,
        `${api}/channels/shopify/shopify.sync.ts:2 otherWingsFile`,
      ]),
    );
  });

  it("refuses a module importing its wing's flows; passes a flow using its wing's modules through their index", () => {
    const result = lint({
      [`${api}/ordering/orders/orders.routes.ts`]: importing(['../flows']),
      [`${api}/ordering/basket/nested/basket.routes.ts`]: importing(['../../flows/repeat-order.flow']),
      [`${api}/customers/accounts/accounts.routes.ts`]: importing(['../flows/approve-request.flow']),
      [`${api}/ordering/flows/send-order.flow.ts`]: importing([
        '../orders',
        '../basket',
        '../../outlets/stock',
      ]),
      [`${api}/customers/flows/approve-request.flow.ts`]: importing(['../accounts', '../counterparties']),
    });
    expect(new Set(result.walls)).toEqual(
      new Set([
        `${api}/ordering/orders/orders.routes.ts:1 flows`,
        // A flow's file is also a private file of the flows folder: both walls say so.
        `${api}/ordering/basket/nested/basket.routes.ts:1 flows`,
        `${api}/ordering/basket/nested/basket.routes.ts:1 moduleFile`,
        `${api}/customers/accounts/accounts.routes.ts:1 flows`,
        `${api}/customers/accounts/accounts.routes.ts:1 moduleFile`,
      ]),
    );
  });

  it("refuses a flow reaching into its wing's module's private file", () => {
    const result = lint({
      [`${api}/ordering/flows/send-order.flow.ts`]: importing([
        '../orders',
        '../orders/send-order.repository',
      ]),
    });
    expect(result.walls).toEqual([`${api}/ordering/flows/send-order.flow.ts:2 moduleFile`]);
  });

  it('refuses a shared layer (db, lib, jobs, audit, rules, context, plugins) importing a wing', () => {
    const files = {
      [`${api}/db/client.ts`]: importing(['../outlets/stores']),
      [`${api}/db/schema/stock.ts`]: importing(['../../outlets/stock']),
      [`${api}/lib/mailer.ts`]: importing(['../customers/accounts']),
      [`${api}/jobs/job-runner.ts`]: importing(['../wings']),
      [`${api}/audit/audit.service.ts`]: importing(['../ordering/orders']),
      [`${api}/rules/shelf.sql.ts`]: importing(['../catalogue/catalog']),
      [`${api}/context/request-context.ts`]: importing(['../channels/shopify']),
      [`${api}/plugins/auth.ts`]: importing(['../customers/auth']),
    };
    const result = lint(files);
    expect(new Set(result.walls)).toEqual(new Set(Object.keys(files).map((f) => `${f}:1 sharedToWing`)));
  });

  it("refuses the seed and the security proofs importing a module's private file; passes them through the index", () => {
    const result = lint({
      [`${api}/db/seed/run-seed.ts`]: importing([
        '../../catalogue/recommendations',
        '../../catalogue/recommendations/recommendations.repository',
      ]),
      [`${api}/db/seed/write-stock.ts`]: importing(['../../outlets/stock', '../bulk-helpers']),
      [`${api}/security/world.ts`]: importing(['../ordering/basket', '../ordering/basket/basket.repository']),
      [`${api}/security/fuzz/run-fuzz.ts`]: importing(['../../customers/accounts']),
    });
    expect(new Set(result.walls)).toEqual(
      new Set([`${api}/db/seed/run-seed.ts:2 seedToFile`, `${api}/security/world.ts:2 seedToFile`]),
    );
  });

  it('refuses an import cycle, type-only imports included', () => {
    const result = lint({
      [`${api}/catalogue/catalog/a.ts`]: "import type { B } from './b';\n\nexport type A = { b?: B };\n",
      [`${api}/catalogue/catalog/b.ts`]: "import type { A } from './a';\n\nexport type B = { a?: A };\n",
    });
    expect(result.ok).toBe(false);
    expect(new Set(result.rules)).toEqual(
      new Set([
        `${api}/catalogue/catalog/a.ts noImportCycles`,
        `${api}/catalogue/catalog/b.ts noImportCycles`,
      ]),
    );
  });
});
