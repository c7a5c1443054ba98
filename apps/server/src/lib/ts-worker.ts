import { type ChildProcess, fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { WORKER_PROCESS_ENV } from './worker-port';

/**
 * The file of a worker module beside the calling one (`./import-worker` → import-worker.js in the
 * compiled server, import-worker.ts under tsx and vitest): the caller's own extension says which.
 */
export function siblingModule(name: string, callerUrl: string): string {
  const ext = path.extname(fileURLToPath(callerUrl));
  return fileURLToPath(new URL(`${name}${ext}`, callerUrl));
}

/**
 * A compiled worker starts as is. A TypeScript one (development and tests) registers tsx in its
 * own thread first, since vitest's module loading does not reach worker threads.
 */
function startThread(file: string, resourceLimits?: ResourceLimits): Worker {
  if (!file.endsWith('.ts')) return new Worker(file, { resourceLimits });
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  const bootstrap = `
const { pathToFileURL } = require('node:url');
import(${JSON.stringify(tsxApi)})
  .then((tsx) => { tsx.register(); return import(pathToFileURL(${JSON.stringify(file)}).href); })
  .catch((err) => { console.error(err); process.exit(1); });
`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

/** A worker thread or process, as tsWorker drives it. */
interface Runner extends EventEmitter {
  post(message: unknown): void;
  ref(): void;
  unref(): void;
  terminate(): Promise<unknown>;
}

function threadRunner(file: string, resourceLimits?: ResourceLimits): Runner {
  const w = startThread(file, resourceLimits);
  return Object.assign(w, {
    post: (m: unknown) => w.postMessage(m),
    terminate: () => Worker.prototype.terminate.call(w),
  }) as unknown as Runner;
}

/**
 * A worker as a child process: its heap limit (--max-old-space-size) ends that process alone.
 * A thread's resourceLimits do not always: a thread allocating fast can overrun the limit
 * before Node stops it, and V8 then aborts the whole server (seen on Node 24 with 64–512 MB).
 * V8 aborts a process out of heap with SIGABRT (its message goes to the server's stderr); the
 * error of that exit has code ERR_WORKER_OUT_OF_MEMORY, as a thread's has.
 */
function processRunner(file: string, heapMb?: number): Runner {
  const execArgv = [
    // The server's own flags first (as a thread inherits them: --import hooks, conditions), but
    // not a debugger's port, which two processes cannot share.
    ...process.execArgv.filter((a) => !a.startsWith('--inspect')),
    ...(file.endsWith('.ts')
      ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href]
      : []),
    ...(heapMb ? [`--max-old-space-size=${heapMb}`] : []),
  ];
  const child: ChildProcess = fork(file, [], {
    execArgv,
    serialization: 'advanced',
    env: { ...process.env, [WORKER_PROCESS_ENV]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const runner = new EventEmitter() as Runner;
  child.on('message', (m) => runner.emit('message', m));
  child.on('error', (err) => runner.emit('error', err));
  child.on('exit', (code, signal) => {
    if (signal === 'SIGABRT' && heapMb) {
      const err = Object.assign(new Error('Worker terminated due to reaching memory limit: JS heap out of memory'), {
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      });
      runner.emit('error', err);
    }
    runner.emit('exit', code ?? signal);
  });
  runner.post = (m) => void child.send(m as never);
  // The process and its IPC channel keep the server's event loop alive only while a request waits.
  runner.ref = () => {
    child.ref();
    child.channel?.ref();
  };
  runner.unref = () => {
    child.unref();
    child.channel?.unref();
  };
  runner.terminate = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill();
    });
  return runner;
}

/** What every worker answers: `id` 0 with `ready`/`closed` is the thread's own news, not an answer. */
export interface WorkerAnswer {
  id: number;
  type: string;
}

/** What an answer means to the request that waits for it: settled, or not yet (e.g. progress). */
export type Settle<T> = { value: T } | { error: Error } | undefined;

interface Pending<M> {
  settle(m: M): boolean;
  reject(e: Error): void;
}

export interface TsWorkerOptions {
  /** Absolute path of the worker's module (.js compiled, .ts under tsx): see siblingModule. */
  file: string;
  /** Named in the error every waiting request gets if the thread dies. */
  name: string;
  /** Posted by close() so the worker can finish its job and close what it opened; it answers `closed`. */
  closeMessage?: unknown;
  /** How long close() waits for `closed` before it terminates the thread. */
  closeTimeoutMs?: number;
  /** Heap limits of the thread: past them it dies (ERR_WORKER_OUT_OF_MEMORY), not the process. */
  resourceLimits?: ResourceLimits;
  /**
   * Run as a child process instead of a thread, for work that must not take the server down
   * whatever it allocates (imports of uploaded files): resourceLimits' maxOldGenerationSizeMb
   * becomes its --max-old-space-size. The module gets its channel from worker-port.ts.
   */
  process?: boolean;
}

/**
 * One worker thread running one of the app's modules, started on first use and kept (loading the
 * modules takes a while), restarted on the next request if it died. Requests carry an id and
 * are answered by messages with that id. The thread keeps the process up only while a request
 * waits; a dead thread rejects everything that waited on it.
 */
export function tsWorker<M extends WorkerAnswer>(options: TsWorkerOptions) {
  let worker: Runner | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending<M>>();

  function start(): Runner {
    const w = options.process
      ? processRunner(options.file, options.resourceLimits?.maxOldGenerationSizeMb)
      : threadRunner(options.file, options.resourceLimits);
    w.unref();
    w.on('message', (m: M) => {
      if (m.id === 0) {
        if (m.type === 'closed') w.emit('closed');
        return;
      }
      const p = pending.get(m.id);
      if (!p || !p.settle(m)) return;
      pending.delete(m.id);
      if (pending.size === 0) w.unref();
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code: number | string) => fail(new Error(`${options.name} exited (${code})`)));
    return w;
  }

  return {
    /** Requests sent and not yet answered. */
    get pending(): number {
      return pending.size;
    },
    /** True while a thread is up (false before the first request and after it died). */
    get running(): boolean {
      return worker !== null;
    },
    /**
     * Posts `message(id)` and waits until `answer` settles it from the messages with that id
     * (called for each; undefined means "not the last one").
     */
    request<T>(message: (id: number) => unknown, answer: (m: M) => Settle<T>): Promise<T> {
      worker ??= start();
      const w = worker;
      const id = nextId++;
      w.ref();
      return new Promise<T>((resolve, reject) => {
        pending.set(id, {
          settle(m) {
            const s = answer(m);
            if (!s) return false;
            if ('error' in s) reject(s.error);
            else resolve(s.value);
            return true;
          },
          reject,
        });
        w.post(message(id));
      });
    },
    /** Lets the current job finish (when the worker knows a close message), then ends the thread. */
    async close(): Promise<void> {
      const w = worker;
      worker = null;
      if (!w) return;
      if (options.closeMessage !== undefined) {
        const closed = new Promise((r) => w.once('closed', r).once('exit', r));
        w.post(options.closeMessage);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, options.closeTimeoutMs ?? 5_000)))]);
        clearTimeout(timer);
      }
      await w.terminate();
    },
  };
}
export type TsWorker<M extends WorkerAnswer> = ReturnType<typeof tsWorker<M>>;

/** A failure answered by a worker, with the worker's stack. */
export function workerError(message: string, stack?: string): Error {
  return Object.assign(new Error(message), { stack: stack ?? message });
}
