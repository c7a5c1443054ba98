import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingDatabase } from './statement-cache';

describe('statement cache', () => {
  const open = (size?: number) => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, a text); insert into t (a) values (1), (2), (3)');
    return cachingDatabase(sqlite, size);
  };

  it('hands out the statement already prepared for the same SQL', () => {
    const db = open();
    expect(db.prepare('select * from t')).toBe(db.prepare('select * from t'));
    expect(db.prepare('select * from t')).not.toBe(db.prepare('select a from t'));
  });

  it('never hands out a statement still being iterated', () => {
    const db = open();
    const first = db.prepare('select id from t order by id');
    const it = first.iterate();
    it.next();
    const second = db.prepare('select id from t order by id');
    expect(second).not.toBe(first);
    expect(second.all()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    it.return?.();
  });

  it('forgets every statement on DDL: a row shape follows an added column', () => {
    const db = open();
    const before = db.prepare('select * from t where id = 1');
    expect(before.get()).toEqual({ id: 1, a: '1' });
    db.prepare('alter table t add column b text').run();
    const after = db.prepare('select * from t where id = 1');
    expect(after).not.toBe(before);
    expect(after.get()).toEqual({ id: 1, a: '1', b: null });
  });

  it('keeps the most recently used statements only', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // a used again: now the most recent
    db.prepare('select 3'); // evicts select 2
    expect(db.prepare('select 1')).toBe(a);
    const two = db.prepare('select 2');
    expect(db.prepare('select 2')).toBe(two);
  });
});
