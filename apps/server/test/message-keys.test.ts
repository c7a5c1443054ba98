import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as translate } from '../src/lib/i18n';
import { activityRepository } from '../src/modules/activity/activity.repository';
import { activityService } from '../src/modules/activity/activity.service';
import { messagesRepository } from '../src/modules/messages/messages.repository';
import { messagesService } from '../src/modules/messages/messages.service';
import { operationLogService } from '../src/modules/oplog/oplog.service';
import { ean13, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';
import { beforeMigration } from './migration-steps';

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

describe('server texts: plural forms and kinds stored as codes', () => {
  it('picks the English form by count, as i18next does; Chinese has one form', () => {
    const p = { num: 'R-1', sample: 'MS-1 枸杞子' };
    expect(translate('en-US', 'event.reportFail.content', { ...p, fails: 1, count: 1 })).toBe(
      'Testing report R-1 of sample MS-1 枸杞子 has 1 failing item; please review.',
    );
    expect(translate('en-US', 'event.reportFail.content', { ...p, fails: 2, count: 2 })).toMatch(
      /has 2 failing items;/,
    );
    expect(translate('zh-CN', 'event.reportFail.content', { ...p, fails: 1, count: 1 })).toBe(
      '样品 MS-1 枸杞子 的检测报告 R-1 有 1 项不合格，请复核。',
    );
    expect(translate('en-US', 'import.hasErrors', { count: 1 })).toBe('1 problem found; nothing was imported');
    expect(translate('en-US', 'import.hasErrors', { count: 4 })).toBe('4 problems found; nothing was imported');
  });

  it('renders a {@kind} parameter in the reader’s language', () => {
    expect(translate('en-US', 'event.importDone.title', { kind: 'matter' })).toBe('Import finished: matters');
    expect(translate('zh-CN', 'event.importDone.title', { kind: 'matter-sample' })).toBe('导入完成：物质样品');
  });
});

describeEngines('migration 0041 gives stored server texts their keys', (engine) => {
  it('keys plain import and failing-report messages and import log entries; leaves other texts alone', async () => {
    await beforeMigration(engine, '0041', async (db, migrateRest) => {
      const message = async (title: string, content: string, key = '', params = '{}') =>
        Number(
          (
            await sql<{ id: number }>`insert into messages
              (type, title, content, message_type, link, target_user_id, target_role, created_at, title_key, content_key, params_json)
              values ('message', ${title}, ${content}, 1, '/x', null, null, 100, ${key}, ${key ? key.replace('title', 'content') : ''}, ${params})
              returning id`.execute(db)
          ).rows[0]!.id,
        );
      const zhImport = await message('导入完成：物质', '新建 3 条，更新 0 条，共 3 行。');
      const enImport = await message('Import finished: Matter sample', '1 created, 0 updated, 1 rows in all.');
      const oldFail = await message('检测不合格：R-9', '样品 MS-1 枸杞子 的检测报告 R-9 有 1 项不合格，请复核。');
      const keyedFail = await message(
        '检测不合格：R-8',
        '样品 MS-2 山药 的检测报告 R-8 有 1 项不合格，请复核。',
        'event.reportFail.title',
        JSON.stringify({ num: 'R-8', sample: 'MS-2 山药', fails: 1 }),
      );
      // Written by hand (or edited): not one of the server's texts.
      const edited = await message('导入完成：物质', '新建 3 条，已核对。');
      const other = await message('系统维护通知', '周六停机一小时。');
      const log = async (action: string, summary: string) =>
        sql`insert into operation_logs (user_id, username, action, kind, record_id, record_label, summary, created_at)
            values (null, 'admin', ${action}, 'matter', null, '', ${summary}, 100)`.execute(db);
      await log('import', '导入完成：新建 2 条，更新 1 条');
      await log('import', 'Imported: 1 created, 0 updated');
      await log('update', '由管理员手工修改');

      await migrateRest();

      const row = async (id: number) =>
        (
          await sql<{
            title: string;
            content: string;
            title_key: string;
            content_key: string;
            params_json: string;
          }>`select title, content, title_key, content_key, params_json from messages where id = ${id}`.execute(db)
        ).rows[0]!;
      expect(await row(zhImport)).toMatchObject({
        title: '导入完成：物质',
        content: '新建 3 条，更新 0 条，共 3 行。',
        title_key: 'event.importDone.title',
        content_key: 'event.importDone.content',
      });
      expect(JSON.parse((await row(zhImport)).params_json)).toEqual({
        kind: 'matter',
        created: 3,
        updated: 0,
        total: 3,
        count: 3,
      });
      expect(JSON.parse((await row(enImport)).params_json)).toMatchObject({ kind: 'matter-sample', total: 1 });
      expect(JSON.parse((await row(oldFail)).params_json)).toEqual({
        num: 'R-9',
        sample: 'MS-1 枸杞子',
        fails: 1,
        count: 1,
      });
      expect(JSON.parse((await row(keyedFail)).params_json)).toMatchObject({ fails: 1, count: 1 });
      for (const id of [edited, other]) expect(await row(id)).toMatchObject({ title_key: '', content_key: '' });

      // Read in English: no Chinese but the record content, which the answer names.
      const reader = { userId: 1, sessionId: 0, username: 'admin', role: 'admin' as const, roles: ['admin' as const] };
      const en = (await messagesService(messagesRepository(db)).list(reader, { current: 1, pageSize: 50 }, 'en-US'))
        .list;
      const byId = (id: number) => en.find((m) => m.id === id)!;
      expect(byId(zhImport)).toMatchObject({
        title: 'Import finished: matters',
        content: '3 created, 0 updated, 3 rows in all.',
      });
      expect(byId(enImport).content).toBe('1 created, 0 updated, 1 row in all.');
      expect(byId(oldFail).content).toBe('Testing report R-9 of sample MS-1 枸杞子 has 1 failing item; please review.');
      expect(byId(oldFail).recordText).toContain('MS-1 枸杞子');
      // A text stored without a key is shown as stored, and said to be so.
      expect(byId(edited)).toMatchObject({
        title: '导入完成：物质',
        recordText: ['导入完成：物质', '新建 3 条，已核对。'],
      });
      for (const m of [byId(zhImport), byId(enImport), byId(keyedFail)]) {
        let rest = `${m.title} ${m.content}`;
        for (const part of m.recordText ?? []) rest = rest.split(part).join('');
        expect(rest).not.toMatch(CJK);
      }

      const logs = (await operationLogService(db).list({ current: 1, pageSize: 10 }, 'en-US')).list;
      expect(logs.map((l) => l.summary).sort()).toEqual([
        'Imported: 1 created, 0 updated',
        'Imported: 2 created, 1 updated',
        '由管理员手工修改',
      ]);
      const feed = await activityService(activityRepository(db)).feed(reader, { limit: 10 }, 'en-US');
      expect(feed.find((f) => f.content.includes('2 created'))?.content).toBe(
        'imported matter — Imported: 2 created, 1 updated',
      );
      expect(feed.find((f) => f.content.includes('手工'))?.recordText).toEqual(['由管理员手工修改']);
    });
  });
});

describeEngines('an import’s message and log entry in each reader’s language', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
  });
  afterAll(() => t.close());

  it('an import made in Chinese reads in English for an English reader, counted in the right form', async () => {
    const gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const rows = [
      ['product_num', 'product_name', 'product_type', 'product_barcode', 'matter_ids'],
      ['KEY-1', '键值产品', 'substitute-tea', ean13('691000000001'), String(gouqi)],
    ];
    const data = Buffer.from(rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n'));
    const { payload, headers } = multipartFile(data, 'rows.csv', 'text/csv');
    const res = await t.call('POST', '/api/products/import?mode=commit', {
      as: 'admin',
      payload,
      headers,
      lang: 'zh-cn',
    });
    expect(res.data).toMatchObject({ created: 1 });

    const en = await t.call('GET', '/api/message/list?type=message', { as: 'admin', lang: 'en-us' });
    expect(en.data.list[0]).toMatchObject({
      title: 'Import finished: products',
      content: '1 created, 0 updated, 1 row in all.',
    });
    const zh = await t.call('GET', '/api/message/list?type=message', { as: 'admin', lang: 'zh-cn' });
    expect(zh.data.list[0]).toMatchObject({ title: '导入完成：产品', content: '新建 1 条，更新 0 条，共 1 行。' });

    const feed = await t.call('GET', '/api/chat/list', { as: 'admin', lang: 'en-us' });
    expect(feed.data[0].content).toBe('imported product — Imported: 1 created, 0 updated');
    const mine = await t.call('GET', '/api/user/latest-activity?limit=5', { as: 'admin', lang: 'en-us' });
    expect(mine.data[0]).toMatchObject({ title: 'imported product', description: 'Imported: 1 created, 0 updated' });
    const log = await t.call('GET', '/api/operation/log?action=import', { as: 'admin', lang: 'zh-cn' });
    expect(log.data.list[0].summary).toBe('导入完成：新建 1 条，更新 0 条');
  });
});
