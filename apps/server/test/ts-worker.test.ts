import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type Settle, tsWorker, type TsWorker } from '../src/lib/ts-worker';
import type { EchoAnswer, EchoRequest } from './fixtures/echo-worker';

const file = fileURLToPath(new URL('./fixtures/echo-worker.ts', import.meta.url));
const answer = (m: EchoAnswer): Settle<string> =>
  m.type === 'done' ? { value: m.value } : m.type === 'failed' ? { error: new Error(m.message) } : undefined;

let worker: TsWorker<EchoAnswer> | null = null;
afterEach(async () => {
  await worker?.close();
  worker = null;
});

function open(closeMessage = true, options: { heapMb?: number; process?: boolean } = {}) {
  worker = tsWorker<EchoAnswer>({
    file,
    name: 'echo worker',
    closeMessage: closeMessage ? ({ id: 0, type: 'close' } satisfies EchoRequest) : undefined,
    resourceLimits: options.heapMb ? { maxOldGenerationSizeMb: options.heapMb } : undefined,
    process: options.process,
  });
  return worker;
}

/** The one worker-thread helper behind imports, report PDFs and DNA identification. */
describe('tsWorker', () => {
  it('starts on the first request, answers each request by its id, and counts what waits', async () => {
    const w = open();
    expect(w.running).toBe(false);
    const a = w.request((id) => ({ id, type: 'echo', value: 'a' }) satisfies EchoRequest, answer);
    const b = w.request((id) => ({ id, type: 'echo', value: 'b' }) satisfies EchoRequest, answer);
    expect(w.pending).toBe(2);
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(w.pending).toBe(0);
    expect(w.running).toBe(true);
  });

  it('passes a failure answered by the worker to its request only', async () => {
    const w = open();
    const failing = w.request((id) => ({ id, type: 'fail' }) satisfies EchoRequest, answer);
    const fine = w.request((id) => ({ id, type: 'echo', value: 'ok' }) satisfies EchoRequest, answer);
    await expect(failing).rejects.toThrow('asked to fail');
    await expect(fine).resolves.toBe('ok');
  });

  it('keeps the main event loop free while the worker is busy, and passes progress before the answer', async () => {
    const w = open();
    await w.request((id) => ({ id, type: 'echo', value: 'warm' }) satisfies EchoRequest, answer);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let steps = 0;
    const spun = await w.request(
      (id) => ({ id, type: 'spin', ms: 400 }) satisfies EchoRequest,
      (m) => {
        if (m.type === 'step') steps++;
        return answer(m);
      },
    );
    clearInterval(timer);
    expect(spun).toBe('spun 400');
    // 400 ms of blocking work in the thread; the main thread's 5 ms timer kept firing
    // (on a busy machine far fewer than 80 times, but never none, as it would be in-process).
    expect(ticks).toBeGreaterThan(5);
    expect(steps).toBeGreaterThan(0);
  });

  it('rejects what waited on a dead worker, naming it, and starts a new one for the next request', async () => {
    const w = open();
    const dying = w.request((id) => ({ id, type: 'die' }) satisfies EchoRequest, answer);
    // Sent after the fatal one: never answered by that thread.
    const waiting = w.request((id) => ({ id, type: 'echo', value: 'lost' }) satisfies EchoRequest, answer);
    await expect(dying).rejects.toThrow('echo worker exited (3)');
    await expect(waiting).rejects.toThrow('echo worker exited (3)');
    expect(w.running).toBe(false);
    await expect(w.request((id) => ({ id, type: 'echo', value: 'again' }) satisfies EchoRequest, answer)).resolves.toBe(
      'again',
    );
  });

  // The import worker's IMPORT_MEMORY_MB. A thread's heap limit does not hold a thread that
  // allocates fast (V8 aborts the whole process), so the import worker is a process: past its
  // heap limit it dies alone, the request learns why (import-off-thread.ts turns it into
  // 41300) and the next request starts a new one.
  it('runs as a process whose heap limit ends it alone with ERR_WORKER_OUT_OF_MEMORY', async () => {
    const w = open(true, { heapMb: 64, process: true });
    await expect(w.request((id) => ({ id, type: 'echo', value: 'warm' }) satisfies EchoRequest, answer)).resolves.toBe(
      'warm',
    );
    const before = process.memoryUsage().rss;
    const hog = w.request((id) => ({ id, type: 'hog' }) satisfies EchoRequest, answer);
    await expect(hog).rejects.toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
    expect(w.running).toBe(false);
    // This process did not take the worker's load.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    await expect(w.request((id) => ({ id, type: 'echo', value: 'again' }) satisfies EchoRequest, answer)).resolves.toBe(
      'again',
    );
  });

  it('answers, fails and closes as a process as it does as a thread', async () => {
    const w = open(true, { process: true });
    const failing = w.request((id) => ({ id, type: 'fail' }) satisfies EchoRequest, answer);
    const fine = w.request((id) => ({ id, type: 'echo', value: 'ok' }) satisfies EchoRequest, answer);
    await expect(failing).rejects.toThrow('asked to fail');
    await expect(fine).resolves.toBe('ok');
    const dying = w.request((id) => ({ id, type: 'die' }) satisfies EchoRequest, answer);
    await expect(dying).rejects.toThrow('echo worker exited (3)');
    await expect(w.request((id) => ({ id, type: 'echo', value: 'x' }) satisfies EchoRequest, answer)).resolves.toBe(
      'x',
    );
    await w.close();
    expect(w.running).toBe(false);
  });

  it('closes by asking the worker first, or by ending it when it knows no close message', async () => {
    for (const closeMessage of [true, false]) {
      const w = open(closeMessage);
      await w.request((id) => ({ id, type: 'echo', value: 'x' }) satisfies EchoRequest, answer);
      await w.close();
      expect(w.running).toBe(false);
    }
  });
});
