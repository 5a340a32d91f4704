import { describe, expect, it } from 'vitest';
import type { DriveResult } from '../lib/drive';
import { emptyFeedTally } from './live-feed';
import { type DatabaseFigures, keptShare, liveLine } from './live-report';
import type { LivePhase } from './live-run';

const drive = (latencies: number[], seconds: number): DriveResult => ({
  latencies,
  failures: 0,
  statuses: new Map([[200, latencies.length]]),
  seconds,
});
const feed = emptyFeedTally();
const phase = (d: DriveResult, stale = 0): LivePhase => ({
  drive: d,
  tally: { reads: d.latencies.length, checked: d.latencies.length, stale, examples: [] },
  feed,
  answers: { kept: 3, renewed: 1, computed: 1 },
  jobs: 0,
});

describe('the live area’s last line', () => {
  it('reads ratio, p99, stale reads and the kept share of the route run', () => {
    const figures: DatabaseFigures = {
      label: 'PostgreSQL',
      live: {
        route: phase(drive([1, 2, 3, 40], 1), 2),
        ceiling: phase(drive(Array(8).fill(1), 1)),
        cases: [],
        outlets: { seen: 1, other: 1 },
      },
      kept: [],
      computed: [],
    };
    expect(liveLine(figures)).toBe('live: ratio 50 %, p99 40 ms, stale 2, kept 75 %');
    expect(keptShare({ kept: 0, renewed: 0, computed: 0 })).toBe(0);
  });
});
