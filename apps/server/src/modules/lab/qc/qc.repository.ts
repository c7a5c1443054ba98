import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';

export interface PositionRow {
  id: number;
  worksheet_id: number;
  kind: string;
  label: string;
  sample_id: number | null;
  sample_num: string;
  standard_id: number | null;
  material: string;
  added: string | null;
  certified: string | null;
  certified_u: string | null;
  created_at: number;
}

export interface ResultRow {
  position_id: number;
  standard_id: number;
  value: number;
  value_entered: string;
}

export interface AnalyteRow {
  standard_id: number;
  item: string;
  method: string;
  unit: string;
  loq: number | null;
}

export interface SeriesPointRow {
  worksheet_id: number;
  worksheet_num: string;
  position_id: number;
  at: number;
  value: number;
}

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v == null ? null : Number(v));

/** QC positions, results, baselines, acceptance, corrective actions and nonconformities: the only SQL of QC. */
export function qcRepository(db: Kysely<DB>) {
  return {
    worksheet: (id: number) =>
      db.selectFrom('worksheets').select(['id', 'num', 'analyst_id', 'status']).where('id', '=', id).executeTakeFirst(),

    async positions(worksheetId: number): Promise<PositionRow[]> {
      const rows = await db
        .selectFrom('qc_positions as p')
        .leftJoin('samples as s', 's.id', 'p.sample_id')
        .selectAll('p')
        .select('s.num as sample_num')
        .where('p.worksheet_id', '=', worksheetId)
        .orderBy('p.id')
        .execute();
      return rows.map((r) => ({
        id: num(r.id),
        worksheet_id: num(r.worksheet_id),
        kind: r.kind,
        label: r.label,
        sample_id: numOrNull(r.sample_id),
        sample_num: r.sample_num ?? '',
        standard_id: numOrNull(r.standard_id),
        material: r.material,
        added: r.added,
        certified: r.certified,
        certified_u: r.certified_u,
        created_at: num(r.created_at),
      }));
    },

    position: (worksheetId: number, id: number) =>
      db
        .selectFrom('qc_positions')
        .selectAll()
        .where('id', '=', id)
        .where('worksheet_id', '=', worksheetId)
        .executeTakeFirst(),

    async results(positionIds: number[]): Promise<ResultRow[]> {
      if (positionIds.length === 0) return [];
      const rows = await db
        .selectFrom('qc_results')
        .select(['position_id', 'standard_id', 'value', 'value_entered'])
        .where('position_id', 'in', positionIds)
        .execute();
      return rows.map((r) => ({
        ...r,
        position_id: num(r.position_id),
        standard_id: num(r.standard_id),
        value: num(r.value),
      }));
    },

    /** The standards planned on the worksheet, per sample (sample_id) and as its analytes. */
    async planned(worksheetId: number) {
      const rows = await db
        .selectFrom('worksheet_items as i')
        .innerJoin('standards as st', 'st.id', 'i.standard_id')
        .select(['i.sample_id', 'st.id as standard_id', 'st.item', 'st.method', 'st.unit', 'st.loq'])
        .where('i.worksheet_id', '=', worksheetId)
        .orderBy('i.id')
        .execute();
      return rows.map((r) => ({
        sample_id: num(r.sample_id),
        standard_id: num(r.standard_id),
        item: r.item,
        method: r.method,
        unit: r.unit,
        loq: numOrNull(r.loq),
      }));
    },

    async analyte(standardId: number): Promise<AnalyteRow | undefined> {
      const r = await db
        .selectFrom('standards')
        .select(['id', 'item', 'method', 'unit', 'loq'])
        .where('id', '=', standardId)
        .executeTakeFirst();
      return r && { standard_id: num(r.id), item: r.item, method: r.method, unit: r.unit, loq: numOrNull(r.loq) };
    },

    sampleOnSheet: async (worksheetId: number, sampleId: number) =>
      (await db
        .selectFrom('worksheet_items')
        .select('id')
        .where('worksheet_id', '=', worksheetId)
        .where('sample_id', '=', sampleId)
        .executeTakeFirst()) !== undefined,

    /** The sample's measured result per standard, from its latest report not voided by a retest. */
    async sampleResults(sampleIds: number[]): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (sampleIds.length === 0) return out;
      const rows = await db
        .selectFrom('testing_reports as t')
        .innerJoin('report_items as ri', 'ri.report_id', 't.id')
        .select(['t.sample_id', 'ri.standard_id', 'ri.result', 'ri.not_detected', 't.updated_at'])
        .where('t.sample_id', 'in', sampleIds)
        .where('t.invalidated_at', 'is', null)
        .where('ri.standard_id', 'is not', null)
        .orderBy('t.updated_at')
        .orderBy('t.id')
        .execute();
      for (const r of rows) {
        const value = r.result != null ? Number(r.result) : Number(r.not_detected) === 1 ? 0 : null;
        if (value !== null) out.set(`${r.sample_id}:${r.standard_id}`, value);
      }
      return out;
    },

    async acceptance(standardIds: number[]) {
      if (standardIds.length === 0)
        return new Map<number, { rpd_max: number; recovery_min: number; recovery_max: number }>();
      const rows = await db.selectFrom('qc_acceptance').selectAll().where('standard_id', 'in', standardIds).execute();
      return new Map(
        rows.map((r) => [
          num(r.standard_id),
          { rpd_max: num(r.rpd_max), recovery_min: num(r.recovery_min), recovery_max: num(r.recovery_max) },
        ]),
      );
    },

    async setAcceptance(
      standardId: number,
      row: { rpd_max: number; recovery_min: number; recovery_max: number },
      at: number,
      by: number | null,
    ) {
      await db.deleteFrom('qc_acceptance').where('standard_id', '=', standardId).execute();
      await db
        .insertInto('qc_acceptance')
        .values({ standard_id: standardId, ...row, updated_at: at, updated_by: by })
        .execute();
    },

    /** Every reference-material value of a control material and analyte, in run order. */
    async series(standardId: number, material: string): Promise<SeriesPointRow[]> {
      const rows = await db
        .selectFrom('qc_results as r')
        .innerJoin('qc_positions as p', 'p.id', 'r.position_id')
        .innerJoin('worksheets as w', 'w.id', 'p.worksheet_id')
        .select([
          'w.id as worksheet_id',
          'w.num as worksheet_num',
          'p.id as position_id',
          'w.created_at as at',
          'r.value',
        ])
        .where('p.kind', '=', 'reference')
        .where('p.material', '=', material)
        .where('r.standard_id', '=', standardId)
        .orderBy('w.created_at')
        .orderBy('w.id')
        .orderBy('p.id')
        .execute();
      return rows.map((r) => ({
        worksheet_id: num(r.worksheet_id),
        worksheet_num: r.worksheet_num,
        position_id: num(r.position_id),
        at: num(r.at),
        value: num(r.value),
      }));
    },

    /** The series there are: analyte × control material, with their number of values. */
    async seriesList() {
      const rows = await db
        .selectFrom('qc_results as r')
        .innerJoin('qc_positions as p', 'p.id', 'r.position_id')
        .innerJoin('standards as st', 'st.id', 'r.standard_id')
        .select(['r.standard_id', 'st.item', 'st.method', 'p.material', (eb) => eb.fn.countAll().as('n')])
        .where('p.kind', '=', 'reference')
        .groupBy(['r.standard_id', 'st.item', 'st.method', 'p.material'])
        .orderBy('st.item')
        .orderBy('p.material')
        .execute();
      return rows.map((r) => ({
        standard_id: num(r.standard_id),
        item: r.item,
        method: r.method,
        material: r.material,
        points: num(r.n),
      }));
    },

    baseline: (standardId: number, material: string) =>
      db
        .selectFrom('qc_baselines as b')
        .leftJoin('users as u', 'u.id', 'b.set_by')
        .select([
          'b.standard_id',
          'b.material',
          'b.mean',
          'b.sd',
          'b.n',
          'b.runs_json',
          'b.set_at',
          'u.username as set_by_name',
        ])
        .where('b.standard_id', '=', standardId)
        .where('b.material', '=', material)
        .orderBy('b.id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    insertBaseline: (row: {
      standard_id: number;
      material: string;
      mean: number;
      sd: number;
      n: number;
      runs_json: string;
      set_at: number;
      set_by: number | null;
    }) => db.insertInto('qc_baselines').values(row).execute(),

    async insertPosition(row: {
      worksheet_id: number;
      kind: string;
      label: string;
      sample_id: number | null;
      standard_id: number | null;
      material: string;
      added: string | null;
      certified: string | null;
      certified_u: string | null;
      created_at: number;
      created_by: number | null;
    }) {
      const r = await db.insertInto('qc_positions').values(row).returning('id').executeTakeFirstOrThrow();
      return num(r.id);
    },

    deletePosition: (id: number) => db.deleteFrom('qc_positions').where('id', '=', id).execute(),

    async putResult(positionId: number, standardId: number, entered: string | null, at: number, by: number | null) {
      await db
        .deleteFrom('qc_results')
        .where('position_id', '=', positionId)
        .where('standard_id', '=', standardId)
        .execute();
      if (entered === null) return;
      await db
        .insertInto('qc_results')
        .values({
          position_id: positionId,
          standard_id: standardId,
          value: Number(entered),
          value_entered: entered,
          entered_at: at,
          entered_by: by,
        })
        .execute();
    },

    /** Worksheets that hold the sample (planned on them or as a QC position's sample) and have QC. */
    async sheetsWithQcOf(sampleId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('qc_positions as p')
        .select('p.worksheet_id')
        .distinct()
        .where((eb) =>
          eb.or([
            eb('p.sample_id', '=', sampleId),
            eb.exists(
              eb
                .selectFrom('worksheet_items as i')
                .select('i.id')
                .whereRef('i.worksheet_id', '=', 'p.worksheet_id')
                .where('i.sample_id', '=', sampleId),
            ),
          ]),
        )
        .execute();
      return rows.map((r) => num(r.worksheet_id));
    },

    correctiveActions: (worksheetId: number) =>
      db
        .selectFrom('qc_corrective_actions as a')
        .leftJoin('users as u', 'u.id', 'a.recorded_by')
        .leftJoin('nonconformities as n', 'n.corrective_action_id', 'a.id')
        .select([
          'a.id',
          'a.worksheet_id',
          'a.action',
          'a.taken_by',
          'a.taken_at',
          'a.failures_json',
          'a.recorded_at',
          'u.username as recorded_by_name',
          'n.id as nonconformity_id',
          'n.num as nonconformity_num',
          'n.status as nonconformity_status',
        ])
        .where('a.worksheet_id', '=', worksheetId)
        .orderBy('a.id')
        .execute(),

    async insertCorrectiveAction(row: {
      worksheet_id: number;
      action: string;
      taken_by: string;
      taken_at: number;
      failures_json: string;
      recorded_by: number | null;
      recorded_at: number;
    }) {
      const r = await db.insertInto('qc_corrective_actions').values(row).returning('id').executeTakeFirstOrThrow();
      return num(r.id);
    },

    lastNcNum: async () =>
      (await db.selectFrom('nonconformities').select('num').orderBy('num', 'desc').limit(1).executeTakeFirst())?.num ??
      null,
    ncNumTaken: (n: string) => db.selectFrom('nonconformities').select('id').where('num', '=', n).executeTakeFirst(),

    async insertNonconformity(row: {
      num: string;
      worksheet_id: number;
      corrective_action_id: number;
      summary: string;
      opened_at: number;
    }) {
      const r = await db
        .insertInto('nonconformities')
        .values({ ...row, status: 'open' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return num(r.id);
    },

    nonconformities: (status: 'open' | 'closed' | 'all', id?: number) => {
      let q = db
        .selectFrom('nonconformities as n')
        .innerJoin('worksheets as w', 'w.id', 'n.worksheet_id')
        .innerJoin('qc_corrective_actions as a', 'a.id', 'n.corrective_action_id')
        .leftJoin('users as u', 'u.id', 'n.closed_by')
        .select([
          'n.id',
          'n.num',
          'n.worksheet_id',
          'w.num as worksheet_num',
          'n.summary',
          'a.action',
          'a.taken_by',
          'a.taken_at',
          'n.status',
          'n.opened_at',
          'n.closed_at',
          'u.username as closed_by_name',
          'n.close_note',
        ]);
      if (status !== 'all') q = q.where('n.status', '=', status);
      if (id !== undefined) q = q.where('n.id', '=', id);
      return q.orderBy('n.id', 'desc').limit(500).execute();
    },

    closeNonconformity: async (id: number, note: string, at: number, by: number | null) =>
      Number(
        (
          await db
            .updateTable('nonconformities')
            .set({ status: 'closed', close_note: note, closed_at: at, closed_by: by })
            .where('id', '=', id)
            .where('status', '=', 'open')
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1,
  };
}
export type QcRepository = ReturnType<typeof qcRepository>;
