// The instrument-file reader thread (see instrument-file-off-thread.ts): parsing a CSV or an
// XLSX (exceljs holds the whole workbook) is CPU and memory the server's requests must not wait
// behind or share. One file at a time.
import { workerPort } from '../../../lib/worker-port';
import { SheetRefused } from '../../exchange/import-limits';
import { readInstrumentFile } from './instrument-file';
import type { FileWorkerMessage, FileWorkerRequest } from './instrument-file-off-thread';

const port = workerPort();
if (port) {
  let queue = Promise.resolve();
  port.onMessage<FileWorkerRequest>((m) => {
    queue = queue.then(async () => {
      try {
        const data = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength);
        const rows = await readInstrumentFile(data, m.opts);
        port.postMessage({ id: m.id, type: 'done', rows } satisfies FileWorkerMessage);
      } catch (err) {
        if (err instanceof SheetRefused)
          port.postMessage({ id: m.id, type: 'refused', key: err.key, params: err.params } satisfies FileWorkerMessage);
        else {
          const e = err as Error;
          port.postMessage({ id: m.id, type: 'failed', message: String(e?.message ?? e) } satisfies FileWorkerMessage);
        }
      }
    });
  });
  port.postMessage({ id: 0, type: 'ready' } satisfies FileWorkerMessage);
}
