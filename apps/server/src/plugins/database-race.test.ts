import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseRace } from './error-handler';

const req = (lang: 'zh-CN' | 'en-US') => ({ lang, log: { warn: () => {} } }) as unknown as FastifyRequest;
const err = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(code), { code, ...extra });

describe('databaseRace', () => {
  it('a unique race is 40900 naming the column, in the caller language', () => {
    const pg = err('23505', { detail: 'Key (material_num)=(YS-1) already exists.' });
    expect(databaseRace(pg, req('en-US'))).toEqual({
      code: 40900,
      key: 'error.duplicate',
      params: { field: 'material_num' },
      data: [{ field: 'material_num', message: 'Another record already uses this material_num; choose another value' }],
    });
    const lite = Object.assign(
      new Error('UNIQUE constraint failed: product_matters.product_id, product_matters.matter_id'),
      {
        code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
      },
    );
    expect(databaseRace(lite, req('zh-CN'))).toMatchObject({ code: 40900, key: 'error.duplicateRecord' });
  });

  it('deadlocks after the retries and a busy SQLite are 40900; unstorable text 40000; others untouched', () => {
    expect(databaseRace(err('40P01'), req('zh-CN'))).toMatchObject({ code: 40900, key: 'error.busy' });
    expect(databaseRace(err('SQLITE_BUSY'), req('zh-CN'))).toMatchObject({ code: 40900, key: 'error.busy' });
    expect(databaseRace(err('22021'), req('zh-CN'))).toMatchObject({ code: 40000, key: 'error.unstorableText' });
    expect(databaseRace(err('42P01'), req('zh-CN'))).toBeNull();
    expect(databaseRace(new Error('boom'), req('zh-CN'))).toBeNull();
  });
});
