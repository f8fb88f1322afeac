/** server/lib/snapshot-answers.ts: one read per question and snapshot, for a short while, never a failure kept. */
import { describe, expect, it } from 'vitest';
import { snapshotAnswers } from '../../../../server/lib/snapshot-answers.ts';

function clock() {
  let now = 0;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

function counted<Value>(value: Value) {
  const read = { times: 0, run: () => ((read.times += 1), Promise.resolve(value)) };
  return read;
}

describe('snapshot answers', () => {
  it('read once for the same question at the same snapshot, even while the first read runs', async () => {
    const answers = snapshotAnswers(10, 1000, clock().now);
    let finish: (value: string) => void = () => {};
    let reads = 0;
    const read = () => ((reads += 1), new Promise<string>((resolve) => (finish = resolve)));
    const first = answers.answer('100:105:', 'page 1', read);
    const second = answers.answer('100:105:', 'page 1', read);
    finish('25 loans');
    expect(await Promise.all([first, second])).toEqual(['25 loans', '25 loans']);
    expect(await answers.answer('100:105:', 'page 1', read)).toBe('25 loans');
    expect(reads).toBe(1);
  });

  it('read again at another snapshot, or for another question', async () => {
    const answers = snapshotAnswers(10, 1000, clock().now);
    const read = counted('answer');
    await answers.answer('100:105:', 'page 1', read.run);
    await answers.answer('100:106:', 'page 1', read.run);
    await answers.answer('100:106:', 'page 2', read.run);
    await answers.answer('100:106:103', 'page 2', read.run);
    expect(read.times).toBe(4);
  });

  it('read again once the answer is older than its time, whatever the snapshot', async () => {
    const time = clock();
    const answers = snapshotAnswers(10, 1000, time.now);
    const read = counted('answer');
    await answers.answer('100:105:', 'page 1', read.run);
    time.pass(999);
    await answers.answer('100:105:', 'page 1', read.run);
    expect(read.times).toBe(1);
    time.pass(1);
    await answers.answer('100:105:', 'page 1', read.run);
    expect(read.times).toBe(2);
  });

  it('keep no failure: the next request reads again', async () => {
    const answers = snapshotAnswers(10, 1000, clock().now);
    await expect(answers.answer('100:105:', 'page 1', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await answers.answer('100:105:', 'page 1', () => Promise.resolve('read again'))).toBe('read again');
  });

  it('keep at most their limit, dropping the answer used least recently', async () => {
    const answers = snapshotAnswers(2, 1000, clock().now);
    const read = counted('answer');
    await answers.answer('s', 'a', read.run);
    await answers.answer('s', 'b', read.run);
    await answers.answer('s', 'a', read.run);
    await answers.answer('s', 'c', read.run);
    expect(read.times).toBe(3);
    await answers.answer('s', 'a', read.run);
    expect(read.times).toBe(3);
    await answers.answer('s', 'b', read.run);
    expect(read.times).toBe(4);
  });
});
