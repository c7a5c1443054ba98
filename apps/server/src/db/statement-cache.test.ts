import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { cachingDatabase, stablePlanSql } from './statement-cache';

const open = (size?: number) => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (id integer primary key, a text); insert into t (a) values (1), (2), (3)');
  return cachingDatabase(sqlite, size);
};

describe('statement cache', () => {
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

  it('keeps at most its size in statements, starting afresh when full', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    const three = db.prepare('select 3'); // full: the cache starts again with this one
    expect(db.prepare('select 1')).not.toBe(a);
    expect(db.prepare('select 3')).toBe(three);
  });
});

describe('stablePlanSql', () => {
  it('puts each parameter under a unary plus, leaving literals, quoted names and comments alone', () => {
    expect(stablePlanSql('select 1')).toBe('select 1');
    expect(stablePlanSql('select a from t where id = ? limit ? offset ?')).toBe(
      'select a from t where id = +? limit +? offset +?',
    );
    expect(
      stablePlanSql(`select '?', 'it''s ?', "a?b", \`c?\`, [d?] from t where a=? -- why?\nand b in (?,?) /* ? */`),
    ).toBe(`select '?', 'it''s ?', "a?b", \`c?\`, [d?] from t where a=+? -- why?\nand b in (+?,+?) /* ? */`);
    expect(stablePlanSql("select 'unterminated ?")).toBe("select 'unterminated ?");
  });

  it('answers the same rows as the bare statement', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec(`create table p (id integer primary key, name text);
      create table c (id integer primary key, p_id integer, k text unique, v real);
      insert into p values (1, 'one'), (2, 'two');
      insert into c values (1, 1, 'a', 1.5), (2, 2, 'b', 2), (3, 1, 'c?', null)`);
    const statements: [string, unknown[]][] = [
      ['select c.id, p.name from c join p on p.id = c.p_id where c.k = ?', ['b']],
      ['select id from c where v > ? or v is ? order by id limit ? offset ?', [1.5, null, 5, 0]],
      ["select id, '?' as q from c where k in (?, ?) and k like ?", ['a', 'c?', '%']],
      ['select count(*) as n, (select name from p where id = ?) as name from c where p_id = ?', [1, 1]],
      ['select id from c where k = ? collate nocase', ['A']],
    ];
    for (const [sql, params] of statements) {
      expect(sqlite.prepare(stablePlanSql(sql)).all(params)).toEqual(sqlite.prepare(sql).all(params));
    }
  });

  it('keeps a join with a parameter prepared from one run to the next', () => {
    const db = open();
    db.prepare('create table u (id integer primary key, t_id integer, k text unique)').run();
    db.prepare("insert into u values (1, 1, 'x'), (2, 2, 'y')").run();
    const stmt = db.prepare('select u.id, t.a from u join t on t.id = u.t_id where u.k = ?');
    stmt.all('x');
    // better-sqlite3 builds a statement's row factory with Function() once per preparation:
    // a statement SQLite prepares again for each new binding builds one on every run.
    const factories = vi.spyOn(globalThis, 'Function');
    try {
      for (const k of ['x', 'y', 'x', 'y']) stmt.all(k);
      expect(factories).toHaveBeenCalledTimes(0);
      expect(stmt.all('y')).toEqual([{ id: 2, a: '2' }]);
    } finally {
      factories.mockRestore();
    }
  });
});
