import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Quality control of worksheet runs. QC positions (blank, duplicate, spike, reference material)
 * belong to a worksheet, their results are kept per analyte (standard) as typed beside the
 * number; baselines state the mean and SD of a control material's chart; acceptance per standard
 * overrides the default RPD and recovery ranges; corrective actions release a held run and each
 * opens a nonconformity a QA manager closes. Only new tables.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const real = engine === 'postgres' ? 'double precision' : 'real';
  await withId(db.schema.createTable('qc_positions'), engine)
    .addColumn('worksheet_id', refType(engine), (c) => c.notNull().references('worksheets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_id', refType(engine))
    .addColumn('standard_id', refType(engine))
    .addColumn('material', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added', 'text')
    .addColumn('certified', 'text')
    .addColumn('certified_u', 'text')
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .execute();
  await db.schema.createIndex('qc_positions_sheet_idx').on('qc_positions').columns(['worksheet_id', 'id']).execute();
  await db.schema
    .createIndex('qc_positions_material_idx')
    .on('qc_positions')
    .columns(['standard_id', 'material'])
    .execute();

  await withId(db.schema.createTable('qc_results'), engine)
    .addColumn('position_id', refType(engine), (c) => c.notNull().references('qc_positions.id').onDelete('cascade'))
    .addColumn('standard_id', refType(engine), (c) => c.notNull())
    .addColumn('value', real, (c) => c.notNull())
    .addColumn('value_entered', 'text', (c) => c.notNull())
    .addColumn('entered_at', timeType(engine), (c) => c.notNull())
    .addColumn('entered_by', refType(engine))
    .addUniqueConstraint('qc_results_position_standard_key', ['position_id', 'standard_id'])
    .execute();

  await withId(db.schema.createTable('qc_baselines'), engine)
    .addColumn('standard_id', refType(engine), (c) => c.notNull())
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('mean', real, (c) => c.notNull())
    .addColumn('sd', real, (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('runs_json', 'text', (c) => c.notNull())
    .addColumn('set_at', timeType(engine), (c) => c.notNull())
    .addColumn('set_by', refType(engine))
    .execute();
  await db.schema
    .createIndex('qc_baselines_series_idx')
    .on('qc_baselines')
    .columns(['standard_id', 'material', 'id'])
    .execute();

  await db.schema
    .createTable('qc_acceptance')
    .addColumn('standard_id', refType(engine), (c) => c.primaryKey())
    .addColumn('rpd_max', real, (c) => c.notNull())
    .addColumn('recovery_min', real, (c) => c.notNull())
    .addColumn('recovery_max', real, (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_by', refType(engine))
    .execute();

  await withId(db.schema.createTable('qc_corrective_actions'), engine)
    .addColumn('worksheet_id', refType(engine), (c) => c.notNull().references('worksheets.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('taken_by', 'text', (c) => c.notNull())
    .addColumn('taken_at', timeType(engine), (c) => c.notNull())
    .addColumn('failures_json', 'text', (c) => c.notNull())
    .addColumn('recorded_by', refType(engine))
    .addColumn('recorded_at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('qc_corrective_actions_sheet_idx')
    .on('qc_corrective_actions')
    .columns(['worksheet_id', 'id'])
    .execute();

  await withId(db.schema.createTable('nonconformities'), engine)
    .addColumn('num', 'text', (c) => c.notNull().unique())
    .addColumn('worksheet_id', refType(engine), (c) => c.notNull())
    .addColumn('corrective_action_id', refType(engine), (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('opened_at', timeType(engine), (c) => c.notNull())
    .addColumn('closed_at', timeType(engine))
    .addColumn('closed_by', refType(engine))
    .addColumn('close_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('nonconformities_status_idx').on('nonconformities').columns(['status', 'id']).execute();
}
