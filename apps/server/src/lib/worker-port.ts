import { parentPort } from 'node:worker_threads';

/** Set in the environment of a worker started as a process (ts-worker.ts `process: true`). */
export const WORKER_PROCESS_ENV = 'YAOSHI_WORKER_PROCESS';

/** How a worker module talks to the server that started it. */
export interface WorkerPort {
  postMessage(message: unknown): void;
  onMessage<M>(listener: (message: M) => void): void;
}

/**
 * The worker's side of the channel: its thread's parentPort, or the IPC channel of a worker
 * started as a process; null when the module was merely imported (the server, a test). A
 * process worker ends when the server that started it goes away.
 */
export function workerPort(): WorkerPort | null {
  const thread = parentPort;
  if (thread) {
    return {
      postMessage: (message) => thread.postMessage(message),
      onMessage: (listener) => void thread.on('message', listener),
    };
  }
  if (process.env[WORKER_PROCESS_ENV] !== '1' || !process.send) return null;
  process.on('disconnect', () => process.exit(0));
  return {
    postMessage: (message) => process.send!(message),
    onMessage: (listener) => void process.on('message', listener as (m: unknown) => void),
  };
}
