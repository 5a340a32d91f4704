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

function lint(files: Record<string, string>) {
  rmSync(path.join(dir, 'apps'), { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', '--colors=off', 'apps'], { cwd: dir });
  const out = `${run.stdout}${run.stderr}`;
  const rules = [...out.matchAll(/^(apps\/\S+?):\d+:\d+ lint\/(\w+)\/(\w+)/gm)].map((m) => `${m[1]} ${m[3]}`);
  return { ok: run.status === 0, rules };
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
describe('npm run lint keeps the walls', () => {
  it('passes a feature that imports its own files and shared code', () => {
    const result = lint({
      [`${web}/lib/format.ts`]: 'export const format = (n: number) => String(n);\n',
      [`${web}/features/orders/utils/total.ts`]:
        "import { format } from '@/lib/format';\n\nexport const total = format(1);\n",
      [`${web}/features/orders/components/page.ts`]:
        "import { total } from '../utils/total';\n\nexport const page = total;\n",
    });
    expect(result).toEqual({ ok: true, rules: [] });
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
      'apps/api/src/ordering/basket/basket.repository.ts': 'export const lockBasket = 1;\n',
      'apps/api/src/ordering/basket/index.ts': "export { lockBasket } from './basket.repository';\n",
      'apps/api/src/ordering/orders/orders.service.ts':
        "import { lockBasket } from '../basket/basket.repository';\nimport { lockBasket as viaIndex } from '../basket';\n\nexport const send = [lockBasket, viaIndex];\n",
    });
    expect(result.rules).toEqual(['apps/api/src/ordering/orders/orders.service.ts noRestrictedImports']);
  });

  it('refuses an import cycle, type-only imports included', () => {
    const result = lint({
      'apps/api/src/catalogue/catalog/a.ts': "import type { B } from './b';\n\nexport type A = { b?: B };\n",
      'apps/api/src/catalogue/catalog/b.ts': "import type { A } from './a';\n\nexport type B = { a?: A };\n",
    });
    expect(result.ok).toBe(false);
    expect(new Set(result.rules)).toEqual(
      new Set([
        'apps/api/src/catalogue/catalog/a.ts noImportCycles',
        'apps/api/src/catalogue/catalog/b.ts noImportCycles',
      ]),
    );
  });
});
