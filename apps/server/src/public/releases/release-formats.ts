import BetterSqlite3 from 'better-sqlite3';
import { stringify } from 'csv-stringify/sync';
import { type BasicType, parquetWriteBuffer } from 'hyparquet-writer';
import type { FieldType, ReleaseTable, Row } from './release-tables';

/**
 * One table in each of the release's formats. A value is written as its Table Schema type says:
 * arrays and objects as JSON text in CSV and SQLite, as JSON columns in Parquet.
 */

const structured = (t: FieldType) => t === 'array' || t === 'object';

function cell(type: FieldType, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (structured(type)) return JSON.stringify(v);
  if (type === 'boolean') return v ? 'true' : 'false';
  return String(v);
}

/** RFC 4180 CSV with a header row, UTF-8, CRLF line ends. */
export function csvOf(table: ReleaseTable, rows: Row[]): Buffer {
  const records = rows.map((r) => table.fields.map((f) => cell(f.type, r[f.name])));
  const text = stringify([table.fields.map((f) => f.name), ...records], { record_delimiter: '\r\n' });
  return Buffer.from(text, 'utf8');
}

/** One JSON object per line, fields in schema order. */
export function jsonlOf(table: ReleaseTable, rows: Row[]): Buffer {
  const lines = rows.map((r) =>
    JSON.stringify(Object.fromEntries(table.fields.map((f) => [f.name, r[f.name] ?? null]))),
  );
  return Buffer.from(lines.length ? `${lines.join('\n')}\n` : '', 'utf8');
}

const PARQUET_TYPES: Record<FieldType, BasicType> = {
  string: 'STRING',
  integer: 'INT32',
  number: 'DOUBLE',
  boolean: 'BOOLEAN',
  datetime: 'TIMESTAMP',
  array: 'JSON',
  object: 'JSON',
};

export function parquetOf(table: ReleaseTable, rows: Row[], createdBy: string): Buffer {
  const columnData = table.fields.map((f) => ({
    name: f.name,
    type: PARQUET_TYPES[f.type],
    nullable: true,
    data: rows.map((r) => {
      const v = r[f.name];
      if (v === null || v === undefined) return null;
      if (f.type === 'datetime') return new Date(String(v));
      if (f.type === 'integer' || f.type === 'number') return Number(v);
      if (f.type === 'boolean') return Boolean(v);
      return v;
    }),
  }));
  const buf = parquetWriteBuffer({ columnData: columnData as never, createdBy });
  return Buffer.from(buf);
}

const SQLITE_TYPES: Record<FieldType, string> = {
  string: 'TEXT',
  integer: 'INTEGER',
  number: 'REAL',
  boolean: 'INTEGER',
  datetime: 'TEXT',
  array: 'TEXT',
  object: 'TEXT',
};

const quoteName = (n: string) => `"${n.replace(/"/g, '""')}"`;

/** Every table in one SQLite file (booleans as 0/1, arrays and objects as JSON text). */
export function writeSqlite(file: string, tables: { table: ReleaseTable; rows: Row[] }[]): void {
  const db = new BetterSqlite3(file);
  try {
    db.pragma('journal_mode = DELETE');
    db.transaction(() => {
      for (const { table, rows } of tables) {
        const cols = table.fields.map((f) => `${quoteName(f.name)} ${SQLITE_TYPES[f.type]}`);
        const pk = `PRIMARY KEY (${table.primaryKey.map(quoteName).join(', ')})`;
        db.exec(`CREATE TABLE ${quoteName(table.name)} (${[...cols, pk].join(', ')})`);
        const insert = db.prepare(
          `INSERT INTO ${quoteName(table.name)} VALUES (${table.fields.map(() => '?').join(', ')})`,
        );
        for (const r of rows) {
          insert.run(
            table.fields.map((f) => {
              const v = r[f.name];
              if (v === null || v === undefined) return null;
              if (structured(f.type)) return JSON.stringify(v);
              if (f.type === 'boolean') return v ? 1 : 0;
              return v as string | number;
            }),
          );
        }
      }
    })();
  } finally {
    db.close();
  }
}
