import SQLite from 'better-sqlite3';
const db = new SQLite('/tmp/console-scale.db');
const q = (label: string, sql: string) => {
  const t0 = performance.now();
  const rows = db.prepare(sql).all();
  const plan = db.prepare('explain query plan ' + sql).all().map((r: any) => r.detail).join(' | ');
  console.log(label.padEnd(16), Math.round(performance.now() - t0), 'ms', rows.length, plan);
};
q('kind,province', `select kind, province, count(*) n from samples group by kind, province`);
q('kind,grade', `select kind, grade, count(*) n from samples group by kind, grade`);
q('kind,area', `select kind, area, count(*) n from samples group by kind, area`);
q('matter_id', `select matter_id, count(*) from samples where matter_id is not null group by matter_id`);
q('matter_id,prov', `select matter_id, province, count(*) from samples where matter_id in (1,2,3,4,5,6,7,8,9,10) group by matter_id, province`);
q('count all', `select count(*) from samples`);
const now = Math.floor(Date.now()/1000);
const t0 = performance.now();
const st = db.prepare('select count(*) n from samples where created_at >= ? and created_at < ?');
for (let d = 0; d < 370; d++) st.get(now - (d+1)*86400, now - d*86400);
console.log('370 range counts', Math.round(performance.now() - t0), 'ms');
