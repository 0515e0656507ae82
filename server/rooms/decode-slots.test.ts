// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors.ts';
import { decodeSlots } from './decode-slots.ts';

/** A decode that runs until the test lets it finish. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { started: false, finish, done };
}

describe('decodeSlots', () => {
  it('runs at most `concurrency` decodes, starts waiting ones in order, refuses past the queue', async () => {
    const slots = decodeSlots(2, 2);
    const tasks = Array.from({ length: 4 }, pending);
    const runs = tasks.map((t) =>
      slots.run(async () => {
        t.started = true;
        await t.done;
      }),
    );
    await Promise.resolve();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false]);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    // A fifth upload while two decode and two wait: 429 with the Korean reason.
    expect(() => slots.run(async () => {})).toThrow(ApiError);
    expect(() => slots.run(async () => {})).toThrow(/잠시 후 다시 올려주세요/);
    tasks[1]!.finish();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false]);
    for (const t of tasks) t.finish();
    await Promise.all(runs);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });
});
