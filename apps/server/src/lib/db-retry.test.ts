import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolationColumns, withWriteRetry } from './db-retry';

const fail = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(code), { code, ...extra });

describe('withWriteRetry', () => {
  it('runs again after deadlocks and serialization failures, then succeeds', async () => {
    let runs = 0;
    const out = await withWriteRetry(
      async () => {
        runs++;
        if (runs === 1) throw fail('40P01');
        if (runs === 2) throw fail('40001');
        return 'done';
      },
      { baseDelayMs: 1 },
    );
    expect(out).toBe('done');
    expect(runs).toBe(3);
  });

  it('gives up after the last attempt with the database error', async () => {
    let runs = 0;
    await expect(
      withWriteRetry(
        async () => {
          runs++;
          throw fail('40P01');
        },
        { attempts: 3, baseDelayMs: 1 },
      ),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(3);
  });

  it('retries a unique race at most twice, and never other errors', async () => {
    let runs = 0;
    await expect(
      withWriteRetry(
        async () => {
          runs++;
          throw fail('23505');
        },
        { baseDelayMs: 1 },
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      withWriteRetry(async () => {
        runs++;
        throw fail('22021');
      }),
    ).rejects.toMatchObject({ code: '22021' });
    expect(runs).toBe(1);
  });
});

describe('uniqueViolationColumns', () => {
  it('reads PostgreSQL details and SQLite messages', () => {
    expect(uniqueViolationColumns(fail('23505', { detail: 'Key (material_num)=(YS-0001) already exists.' }))).toEqual([
      'material_num',
    ]);
    expect(
      uniqueViolationColumns(fail('23505', { detail: 'Key (product_id, matter_id)=(1, 2) already exists.' })),
    ).toEqual(['product_id', 'matter_id']);
    expect(uniqueViolationColumns(fail('23505', { detail: 'Key (lower(username))=(a) already exists.' }))).toEqual([]);
    const lite = Object.assign(new Error('UNIQUE constraint failed: matters.material_num'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(isUniqueViolation(lite)).toBe(true);
    expect(uniqueViolationColumns(lite)).toEqual(['material_num']);
  });
});
