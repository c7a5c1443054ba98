import { ean13CheckDigit } from '@yaoshi/contracts';
import type { TestApp } from './helper';

export const DAY = 86400;
const IMG = JSON.stringify(['/api/files/' + 'b'.repeat(64)]);
const DNA = JSON.stringify({ marker: 'ITS2', sequence: 'ACGT', accession: '' });
export const VALID_BARCODE = '690123456789' + ean13CheckDigit('690123456789');
export const WRONG_BARCODE = '690123456789' + ((ean13CheckDigit('690123456789') + 1) % 10);

/**
 * Known catalogue rows for the console tests, written straight to the tables:
 * 3 matters (2 without DNA, 1 without image), 3 products (1 wrong barcode, 1 without image),
 * 3 samples (1 without report, 1 without image), 2 reports (1 fail), views and log entries.
 */
export async function insertCatalogue(t: TestApp) {
  const db = t.database.db;
  const now = Math.floor(Date.now() / 1000);
  const admin = (await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow())
    .id;
  const user = (await db.selectFrom('users').select('id').where('username', '=', 'user').executeTakeFirstOrThrow()).id;
  const rec = (created: number, by: number | null, views = 0) => ({
    status: 'online',
    is_demo: 0,
    view_count: views,
    created_at: created,
    updated_at: created,
    created_by: by,
    updated_by: by,
  });
  const matter = async (
    num: string,
    name: string,
    dna: string | null,
    images: string,
    created: number,
    views: number,
    by: number | null,
  ) =>
    Number(
      (
        await db
          .insertInto('matters')
          .values({
            material_num: num,
            material_name: name,
            material_dna: dna,
            images,
            ...rec(created, by, views),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const m1 = await matter('M0001', '枸杞子', DNA, IMG, now - DAY, 50, Number(admin));
  const m2 = await matter('M0002', '山药', null, '[]', now - DAY, 0, null);
  const m3 = await matter('M0003', '当归', 'null', IMG, now - 10 * DAY, 20, null);

  const product = async (num: string, name: string, barcode: string, images: string, type: string, brand: string) =>
    Number(
      (
        await db
          .insertInto('products')
          .values({
            product_num: num,
            product_name: name,
            product_barcode: barcode,
            images,
            product_type: type,
            product_brand: brand,
            ...rec(now - 2 * DAY, null),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const p1 = await product('P0001', '枸杞原浆', VALID_BARCODE, IMG, 'beverage', '宁夏红');
  const p2 = await product('P0002', '山药粉', WRONG_BARCODE, IMG, 'solid-beverage', '怀山堂');
  const p3 = await product('P0003', '当归茶', '', '[]', 'substitute-tea', '宁夏红');

  const sample = async (s: {
    num: string;
    name: string;
    kind: 'matter' | 'product';
    parent: number;
    area: string;
    images: string;
    grade: string;
    source: string;
  }) =>
    Number(
      (
        await db
          .insertInto('samples')
          .values({
            kind: s.kind,
            matter_id: s.kind === 'matter' ? s.parent : null,
            product_id: s.kind === 'product' ? s.parent : null,
            num: s.num,
            name: s.name,
            area: s.area,
            province: `${s.area.slice(0, 2)}0000`,
            images: s.images,
            grade: s.grade,
            source: s.source,
            coll_time: now - 3 * DAY,
            ...rec(now - 3 * DAY, null),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const s1 = await sample({
    num: 'MS0001',
    name: '枸杞子样品 中卫',
    kind: 'matter',
    parent: m1,
    area: '640500',
    images: IMG,
    grade: 'first',
    source: 'wild',
  });
  const s2 = await sample({
    num: 'MS0002',
    name: '枸杞子样品 银川',
    kind: 'matter',
    parent: m1,
    area: '640100',
    images: '[]',
    grade: 'first',
    source: 'herb-market',
  });
  const s3 = await sample({
    num: 'PS0001',
    name: '枸杞原浆样品',
    kind: 'product',
    parent: p1,
    area: '110100',
    images: IMG,
    grade: 'premium',
    source: 'retail',
  });

  const report = async (num: string, sampleId: number, kind: string, verdict: string, tested: number) =>
    Number(
      (
        await db
          .insertInto('testing_reports')
          .values({
            report_num: num,
            report_name: `${num} 检测报告`,
            sample_kind: kind,
            sample_id: sampleId,
            lab: '国家食品质量检验检测中心',
            tested_at: tested,
            verdict,
            item_count: 5,
            fail_count: verdict === 'fail' ? 1 : 0,
            ...rec(now - DAY, null),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const r1 = await report('R0001', s1, 'matter', 'pass', now - 2 * DAY);
  const r2 = await report('R0002', s3, 'product', 'fail', now - DAY);

  const today = Math.floor(now / DAY);
  await db
    .insertInto('record_views')
    .values([
      { kind: 'matter', record_id: m1, day: today, views: 10 },
      { kind: 'matter', record_id: m1, day: today - 8, views: 5 },
      { kind: 'matter', record_id: m3, day: today - 1, views: 4 },
    ])
    .execute();

  const log = (
    userId: number | null,
    username: string,
    action: string,
    kind: string,
    recordId: number,
    label: string,
    at: number,
  ) =>
    db
      .insertInto('operation_logs')
      .values({
        user_id: userId,
        username,
        action,
        kind,
        record_id: recordId,
        record_label: label,
        summary: '',
        before_json: null,
        after_json: null,
        created_at: at,
      })
      .execute();
  await log(Number(admin), 'admin', 'create', 'matter', m1, '枸杞子', now - 300);
  await log(Number(admin), 'admin', 'update', 'matter', m1, '枸杞子', now - 200);
  await log(Number(user), 'user', 'update', 'product', p1, '枸杞原浆', now - 100);

  return { now, admin: Number(admin), user: Number(user), m1, m2, m3, p1, p2, p3, s1, s2, s3, r1, r2 };
}
