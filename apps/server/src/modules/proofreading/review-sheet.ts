import type { Readable } from 'node:stream';
import { CODE, type FactVerdict, type ReviewQueueItem, factVerdictSchema } from '@yaoshi/contracts';
import { AppError, validationError } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import { SheetRefused } from '../exchange/import-limits';
import { readSheet, xlsxStream } from '../exchange/sheets';

/** Columns of the proof-reading sheet; the first six identify the fact and are not to be edited. */
const COLUMNS = [
  'matter_id',
  'material_num',
  'material_name',
  'field',
  'key',
  'fingerprint',
  'text',
  'citation',
  'state',
  'reviewer',
  'verdict',
  'edition',
  'page',
  'note',
] as const;
type Column = (typeof COLUMNS)[number];

const label = (lang: Lang, c: Column) => t(lang, `review.sheet.${c}`);

const VERIFIED = new Set(['verified', 'v', '✓', '√', 'ok', '核对无误', '无误', '已核对']);
const DISPUTED = new Set(['disputed', 'x', '✗', '×', '有误', '存疑', '有疑问']);

/** The facts as rows to proof-read on paper: verdict, edition, page and note to fill in. */
export function reviewSheet(items: ReviewQueueItem[], lang: Lang): Readable {
  const header = COLUMNS.map((c) => label(lang, c));
  async function* rows() {
    for (const f of items) {
      const c = f.citation;
      yield [
        f.matter_id,
        f.material_num,
        f.material_name,
        t(lang, `review.field.${f.field}`),
        f.key,
        f.fingerprint,
        f.text,
        `《${c.document}》${c.edition ? ` ${c.edition}` : ''} · ${c.section}`,
        t(lang, `review.state.${f.state}`),
        f.reviewer
          ? `${f.reviewer} ${f.reviewed_at ? new Date(f.reviewed_at * 1000).toISOString().slice(0, 10) : ''}`.trim()
          : '',
        '',
        f.state === 'unreviewed' ? '' : f.edition,
        f.state === 'unreviewed' ? '' : f.page,
        f.note,
      ] as (string | number)[];
    }
  }
  return xlsxStream(t(lang, 'review.sheet.name'), header, rows());
}

/** Where each column sits, found by its header in either language (a sheet may come back reordered). */
function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((h, i) => {
    const text = h.trim();
    for (const c of COLUMNS) if (text === label('zh-CN', c) || text === label('en-US', c) || text === c) at[c] = i;
  });
  return at;
}

/** A returned sheet → the verdicts filled in (rows with none are left alone) and the rows refused, with why. */
export async function readReviewSheet(data: Buffer, lang: Lang) {
  let sheet;
  try {
    sheet = await readSheet(data);
  } catch (err) {
    if (!(err instanceof SheetRefused)) throw err;
    if (err.tooLarge) throw new AppError(CODE.TOO_LARGE, err.key, err.params);
    throw validationError(err.key, null, err.params);
  }
  const [first, ...rows] = sheet;
  const at = columnsOf(first?.cells ?? []);
  const needed: Column[] = ['matter_id', 'key', 'fingerprint', 'verdict'];
  if (needed.some((c) => at[c] === undefined)) throw validationError('review.sheetColumns');
  const cell = (cells: string[], c: Column) => (at[c] === undefined ? '' : (cells[at[c]!] ?? '').trim());
  const verdicts: { row: number; verdict: FactVerdict }[] = [];
  const skipped: { row: number; reason: string }[] = [];
  for (const { n, cells } of rows) {
    const word = cell(cells, 'verdict').toLowerCase();
    if (!word) continue;
    const verdict = VERIFIED.has(word) ? 'verified' : DISPUTED.has(word) ? 'disputed' : null;
    if (!verdict) {
      skipped.push({ row: n, reason: t(lang, 'review.verdictUnknown', { value: cell(cells, 'verdict') }) });
      continue;
    }
    const parsed = factVerdictSchema.safeParse({
      matter_id: Number(cell(cells, 'matter_id')),
      key: cell(cells, 'key'),
      fingerprint: cell(cells, 'fingerprint'),
      verdict,
      edition: cell(cells, 'edition'),
      page: cell(cells, 'page'),
      note: cell(cells, 'note'),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = issue?.path[0] === 'note' ? 'review.noteRequired' : 'review.rowUnreadable';
      skipped.push({ row: n, reason: t(lang, key) });
      continue;
    }
    verdicts.push({ row: n, verdict: parsed.data });
  }
  return { verdicts, skipped };
}
