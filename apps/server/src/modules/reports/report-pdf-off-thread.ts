import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderJob } from './report-pdf-render';
import type { PdfWorkerMessage, PdfWorkerRequest } from './report-pdf.worker';

const workerFile = fileURLToPath(new URL('./report-pdf.worker.ts', import.meta.url));
const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;

/** The worker is TypeScript: it registers tsx itself (as the import worker does, see import-off-thread.ts). */
const bootstrap = `
const { pathToFileURL } = require('node:url');
import(${JSON.stringify(tsxApi)})
  .then((tsx) => { tsx.register(); return import(pathToFileURL(${JSON.stringify(workerFile)}).href); })
  .catch((err) => { console.error(err); process.exit(1); });
`;

interface Pending {
  resolve(pdf: Buffer): void;
  reject(e: Error): void;
}

/**
 * Renders report PDFs in one worker thread per server process, started on the first PDF and
 * kept (loading pdfkit and the font takes a while); restarted if it dies. An idle worker never
 * keeps the process up.
 */
export function offThreadPdf() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const w = new Worker(bootstrap, { eval: true });
    w.unref();
    w.on('message', (m: PdfWorkerMessage) => {
      if (m.type === 'ready') return;
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (pending.size === 0) w.unref();
      if (m.type === 'done') return p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
      p.reject(Object.assign(new Error(m.message), { stack: m.stack ?? m.message }));
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`report PDF worker exited (${code})`)));
    return w;
  }

  return {
    render(job: RenderJob): Promise<Buffer> {
      worker ??= start();
      const w = worker;
      const id = nextId++;
      // A PDF being made keeps the process up until it is answered.
      w.ref();
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, job } satisfies PdfWorkerRequest);
      });
    },
    async close(): Promise<void> {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
export type OffThreadPdf = ReturnType<typeof offThreadPdf>;
