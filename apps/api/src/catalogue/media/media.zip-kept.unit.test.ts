import { describe, expect, it } from 'vitest';
import { createUserTurns } from './media.zip-kept';

/** One download of the zip per user at a time (docs/rules.md#download-media). */
describe('createUserTurns', () => {
  it("serves a user's requests one after another, refuses past the queue, and never holds up another user", async () => {
    const turns = createUserTurns({ maxQueued: 3 });
    const order: string[] = [];
    const first = await turns.turn(1);
    const waiting = [turns.turn(1), turns.turn(1)].map((p, i) =>
      p.then((release) => {
        order.push(`user 1 #${i + 2}`);
        return release;
      }),
    );
    expect(await turns.turn(1)).toBeNull();
    const other = await turns.turn(2);
    expect(other).toEqual(expect.any(Function));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    first!();
    const second = await waiting[0]!;
    expect(order).toEqual(['user 1 #2']);
    second!();
    second!(); // a second release changes nothing
    (await waiting[1]!)!();
    expect(order).toEqual(['user 1 #2', 'user 1 #3']);
    expect(await turns.turn(1)).toEqual(expect.any(Function));
  });
});
