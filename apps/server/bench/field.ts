// Field sync scenario (`BENCH_ONLY=field npm run bench`): 500 field records with 2,000 small
// photos, sent by 4 devices at once as the field queue sends them (photos one by one, then the
// signed record), every 10th record sent twice as after a lost answer and every 25th twice at
// the same time; then checks that each record made exactly one sample holding its 4 photos.
// Against FIELD_BENCH_URL (a running server; the demo account `user` signs) or, unset, a server
// this bench starts on a fresh demo database (scripts/e2e-server.mjs, upload limits raised so
// the account's uploads per 10 minutes do not pace the run). Writes its own section of
// docs/benchmarks.md. BENCH_FIELD_RECORDS (500), BENCH_FIELD_PHOTOS (4 per record),
// BENCH_FIELD_DEVICES (4), BENCH_FIELD_PORT (8198).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const FIELD_START = '<!-- field-bench:start -->';
export const FIELD_END = '<!-- field-bench:end -->';

type Headers = Record<string, string>;
interface Answer {
  status: number;
  code?: number;
  data: unknown;
  text: string;
}

async function call(base: string, method: string, url: string, headers: Headers, body?: unknown): Promise<Answer> {
  const form = body instanceof FormData;
  const res = await fetch(base + url, {
    method,
    headers: body === undefined || form ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let envelope: { code?: number; data?: unknown } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    /* not JSON */
  }
  return { status: res.status, code: envelope.code, data: envelope.data, text };
}

/** A small distinct PNG (16×16, one colour from `n`): stored files are addressed by content. */
function png(n: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const w = 16;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(w, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + w * 3);
  for (let x = 0; x < w; x++) row.set([n & 0xff, (n >> 8) & 0xff, ((n >> 16) & 0xff) ^ x], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: w }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const ms = (x: number) => Math.round(x * 10) / 10;

/** A server on a fresh demo database, as the browser tests start it (a stub page stands in for the SPA). */
async function startServer(
  root: string,
  port: number,
): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-field-bench-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>field bench</title>');
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
      UPLOADS_PER_10_MIN: '100000',
      UPLOAD_QUOTA_MB: '10000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the bench server exited');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error('the bench server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(web, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function runFieldBench(root: string): Promise<void> {
  const records = Number(process.env.BENCH_FIELD_RECORDS ?? 500);
  const perRecord = Number(process.env.BENCH_FIELD_PHOTOS ?? 4);
  const devices = Number(process.env.BENCH_FIELD_DEVICES ?? 4);
  const given = process.env.FIELD_BENCH_URL?.replace(/\/+$/, '');
  const server = given ? null : await startServer(root, Number(process.env.BENCH_FIELD_PORT ?? 8198));
  const base = given ?? server!.base;
  try {
    console.log(`— Field sync: ${records} records, ${records * perRecord} photos, ${devices} devices, ${base}`);
    const login = await call(base, 'POST', '/api/User/login', {}, { username: 'user', password: 'user' });
    const token = (login.data as { userinfo?: { token: string } } | null)?.userinfo?.token;
    if (!token) throw new Error(`field bench login failed: ${login.text.slice(0, 200)}`);
    const auth = { token };
    const matters = await call(base, 'GET', '/api/matters?current=1&pageSize=1&status=online', auth);
    const matterId = (matters.data as { list: { id: number }[] }).list[0]!.id;
    const samplesOfMatter = async () =>
      (
        (await call(base, 'GET', `/api/matter-samples?matter_id=${matterId}&current=1&pageSize=1`, auth)).data as {
          total: number;
        }
      ).total;
    const before = await samplesOfMatter();
    const tag = `田野压测 ${Date.now().toString(36)}`;
    const queue = Array.from({ length: records }, (_, i) => ({ id: randomUUID(), name: `${tag} ${i + 1}`, i }));
    const photoMs: number[] = [];
    const recordMs: number[] = [];
    const sampleOf = new Map<string, number>();
    let repeats = 0;
    let failures = 0;

    const submit = (r: (typeof queue)[number], images: string[]) =>
      call(base, 'POST', '/api/field/submissions', auth, {
        id: r.id,
        kind: 'matter',
        label: null,
        position: { latitude: 37.5 + r.i / 1e4, longitude: 105.2, accuracy: 8, taken_at: 1_720_000_000 + r.i },
        place: '中宁 枸杞市场',
        supplier: '',
        notes: '',
        signature: { password: 'user', meaning: 'collect', confirmed_at: 1_720_000_000 + r.i },
        sample: {
          ms_name: r.name,
          matter_id: matterId,
          ms_source: 'herb-market',
          ms_area: '640500',
          ms_coll_vol: 250,
          ms_coll_unit: 'g',
          ms_coll_time: 1_720_000_000 + r.i,
          images,
        },
      });

    /** One device's share of the queue, one record at a time, as sync.ts sends it. */
    async function device(k: number) {
      for (const r of queue.filter((q) => q.i % devices === k)) {
        const images: string[] = [];
        for (let p = 0; p < perRecord; p++) {
          const body = new FormData();
          body.append('file', new Blob([png(r.i * perRecord + p + 1)], { type: 'image/png' }), `IMG_${p}.png`);
          const t = performance.now();
          const up = await call(base, 'POST', '/api/field/photos', auth, body);
          photoMs.push(performance.now() - t);
          if (up.code !== 1) throw new Error(`photo upload: ${up.text.slice(0, 200)}`);
          images.push((up.data as { url: string }).url);
        }
        const t = performance.now();
        const first = await submit(r, images);
        recordMs.push(performance.now() - t);
        if (first.code !== 1) {
          failures++;
          console.error(`record ${r.i}: ${first.text.slice(0, 200)}`);
          continue;
        }
        const sampleId = (first.data as { sample_id: number }).sample_id;
        sampleOf.set(r.id, sampleId);
        // An answer lost on the way back: the device sends the same record again.
        const again =
          r.i % 25 === 0
            ? await Promise.all([submit(r, images), submit(r, images)])
            : r.i % 10 === 0
              ? [await submit(r, images)]
              : [];
        for (const a of again) {
          repeats++;
          const d = a.data as { sample_id: number; repeated: boolean } | null;
          if (a.code !== 1 || d?.sample_id !== sampleId || !d.repeated) {
            failures++;
            console.error(`repeat of record ${r.i}: ${a.text.slice(0, 200)}`);
          }
        }
      }
    }

    const start = performance.now();
    await Promise.all(Array.from({ length: devices }, (_, k) => device(k)));
    const wallS = (performance.now() - start) / 1000;

    // Nothing lost, nothing duplicated: one sample per record, each with its photos.
    const total = (await samplesOfMatter()) - before;
    const view = await call(base, 'GET', `/api/field/samples?kind=matter&subject_id=${matterId}`, auth);
    const listed = (
      view.data as { list: { sample_name: string; sample_id: number; photo_count: number }[] }
    ).list.filter((s) => s.sample_name.startsWith(tag));
    const distinct = new Set(listed.map((s) => s.sample_id)).size;
    const withPhotos = listed.filter((s) => s.photo_count === perRecord).length;
    const ok =
      total === records &&
      distinct === records &&
      withPhotos === records &&
      sampleOf.size === records &&
      failures === 0;
    const photoSorted = [...photoMs].sort((a, b) => a - b);
    const recordSorted = [...recordMs].sort((a, b) => a - b);
    const line = `${records} records and ${photoMs.length} photos in ${wallS.toFixed(1)} s; samples ${total}, distinct ${distinct}, with ${perRecord} photos ${withPhotos}; repeats ${repeats}; failures ${failures}`;
    console.log(line);

    const section = [
      FIELD_START,
      '## Field sync',
      '',
      `\`BENCH_ONLY=field npm run bench\` (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end),`,
      given
        ? `against ${given}.`
        : 'against a server it started on a fresh demo SQLite database (scripts/e2e-server.mjs, one process, upload limits raised).',
      `${devices} devices at once, each sending its share of the queue as the field queue does: each photo`,
      `(${perRecord} per record, 16×16 PNG) in its own request, then the record signed with the collector's password`,
      '(checked with scrypt on every new record). Every 10th record is sent a second time after its answer, every',
      '25th twice at the same moment, as a device whose answer was lost.',
      '',
      '| measure | value |',
      '|---|---|',
      `| records / photos sent | ${records} / ${photoMs.length} |`,
      `| **whole sync** | **${wallS.toFixed(1)} s** |`,
      `| records per second | ${(records / wallS).toFixed(1)} |`,
      `| photo upload, p50 / p95 | ${ms(pct(photoSorted, 50))} / ${ms(pct(photoSorted, 95))} ms |`,
      `| signed record, p50 / p95 | ${ms(pct(recordSorted, 50))} / ${ms(pct(recordSorted, 95))} ms |`,
      `| repeats sent (each answered with the first sample) | ${repeats} |`,
      `| samples made / distinct / holding all ${perRecord} photos | ${total} / ${distinct} / ${withPhotos} |`,
      `| **nothing lost or duplicated** | **${ok ? 'yes' : 'NO'}** |`,
      FIELD_END,
    ].join('\n');
    const file = path.resolve(root, process.env.BENCH_REPORT ?? 'docs/benchmarks.md');
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
    const from = previous.indexOf(FIELD_START);
    const to = previous.indexOf(FIELD_END, from);
    const next =
      from >= 0 && to > from
        ? previous.slice(0, from) + section + previous.slice(to + FIELD_END.length)
        : `${previous.trimEnd()}\n\n${section}\n`;
    fs.writeFileSync(file, next);
    console.log('Wrote the field sync section of docs/benchmarks.md');
    if (!ok) process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}
