import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchScale } from './options';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportFile = path.join(root, 'docs/benchmarks.md');

/** The areas of docs/benchmarks.md, in order; each is one section written by `npm run bench -- <area>`. */
export const AREAS = [
  { id: 'catalog', title: 'Catalogue: GET catalog/products and products/{code}, mixed with writes' },
  { id: 'web', title: 'Web: the first catalogue load (JS shipped, time from sign-in to the table)' },
  { id: 'basket', title: 'Basket' },
  { id: 'order-send', title: 'Order send' },
  { id: 'invoice-pdf', title: 'Invoice PDF' },
  { id: 'auto-order', title: 'Auto order, occupancy modal, analytics and franchise pages' },
  { id: 'analytics', title: 'Network analytics: /services/analytics views' },
  { id: 'import', title: 'Catalogue import' },
  { id: 'uploads', title: 'Uploads: no file delays another user (issue 30)' },
  { id: 'media', title: 'Media: GET download-media (zip of main pictures)' },
  { id: 'fuzz', title: 'Fuzzing: generated requests against every operation (issue 15)' },
  { id: 'pglite-restart', title: 'PGlite: serving again after a stop or a kill' },
  { id: 'server', title: 'Server process: cold start, restart, idle and peak RSS' },
  { id: 'reports', title: 'Reports: GET services/reports (JSON view, CSV and XLSX downloads)' },
  { id: 'moysklad', title: 'МойСклад: the first sync at bench scale, stock changes into the catalogue' },
  {
    id: 'snapshot',
    title: 'Catalogue snapshot: the read after a product edit, the first read after a restart, memory',
  },
  { id: 'live', title: 'Live: the catalogue while stock, prices and sales flow in (PostgreSQL and PGlite)' },
] as const;
export type AreaId = (typeof AREAS)[number]['id'];

const HEADER = `# Benchmarks

\`npm run bench\` measures every area below and rewrites its section; \`npm run bench -- catalog\`
(or \`web\`, …) one area. Each section says when and where it was measured. The numbers are
medians and ratios to a ceiling on the same machine, to compare runs and spot regressions; no test
fails on a time.

`;

const start = (id: string) => `<!-- bench:${id}:start -->`;
const end = (id: string) => `<!-- bench:${id}:end -->`;

function skeleton(): string {
  const sections = AREAS.map(
    (area) => `${start(area.id)}\n## ${area.title}\n\nNot measured yet.\n${end(area.id)}\n`,
  );
  return `${HEADER}${sections.join('\n')}`;
}

/**
 * The marker id and heading of `area`'s section at `scale`: the bench scale's is the area's own;
 * `--scale big` writes a sub-section of its own (`<!-- bench:<area>-big:start -->`, a level-3
 * heading "at --scale big") placed right after the area's section, so neither overwrites the other.
 */
function sectionOf(area: AreaId, scale: BenchScale) {
  const title = AREAS.find((a) => a.id === area)!.title;
  return scale === 'bench'
    ? { id: area as string, heading: `## ${title}` }
    : { id: `${area}-${scale}`, heading: `### ${title} — at --scale ${scale}` };
}

/**
 * Replaces the section of `area` at `scale` (default bench) in docs/benchmarks.md (created when
 * missing) with `body`; a missing big-scale sub-section goes right after the area's section.
 */
export function writeSection(area: AreaId, body: string, scale: BenchScale = 'bench') {
  let text = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : skeleton();
  const { id, heading } = sectionOf(area, scale);
  const block = `${start(id)}\n${heading}\n\n${body.trim()}\n${end(id)}`;
  const from = text.indexOf(start(id));
  const to = text.indexOf(end(id));
  const after = text.indexOf(end(area));
  if (from >= 0 && to > from) text = text.slice(0, from) + block + text.slice(to + end(id).length);
  else if (id !== area && after >= 0) {
    const at = after + end(area).length;
    text = `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
  } else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(reportFile, text);
  return reportFile;
}

/** The body of `area`'s section (at `scale`, default bench) in docs/benchmarks.md as last written (empty when there is none). */
export function readSection(area: AreaId, scale: BenchScale = 'bench'): string {
  if (!existsSync(reportFile)) return '';
  const text = readFileSync(reportFile, 'utf8');
  const { id } = sectionOf(area, scale);
  const from = text.indexOf(start(id));
  const to = text.indexOf(end(id));
  return from >= 0 && to > from ? text.slice(from + start(id).length, to) : '';
}

/** A Markdown table from a header row and body rows. */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
