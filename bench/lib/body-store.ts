/**
 * Response bodies kept for judging after a measured phase, each distinct body of a stream once:
 * a read whose body equals the last one kept under the same key (a reader and a page, answered from
 * the same kept answer until something changed) keeps a reference to it instead of its own bytes.
 * Kept as they came, tens of thousands of bodies (a gigabyte in a 12 s phase) made the bench
 * process pause while it read the answers, and those pauses showed in the measured latencies of
 * the route and of the ceiling alike (live run on 2 cores: ceiling p99 36–43 ms with every body
 * kept, 15–17 ms with none). Comparing with the last body is a memcmp.
 */
export class BodyStore {
  private readonly bodies: Buffer[] = [];
  private readonly last = new Map<string, number>();

  /** Keeps `body` read under `key` (or finds it equal to the last one kept there): answers its index. */
  add(key: string, body: Buffer): number {
    const last = this.last.get(key);
    if (last !== undefined && this.bodies[last]!.equals(body)) return last;
    this.bodies.push(body);
    this.last.set(key, this.bodies.length - 1);
    return this.bodies.length - 1;
  }

  /** The body kept at `index`. */
  get(index: number): Buffer {
    return this.bodies[index]!;
  }
}
