import { z } from 'zod';
import { lineSchema, longTextSchema } from '../text';
import { decimalTextSchema } from './report-results';
import { WESTGARD_RULES } from './westgard';

/**
 * Quality control of worksheet runs: QC positions (blank, duplicate, spike, reference material)
 * with their results per analyte, what they compute, the run's hold, corrective actions,
 * nonconformities and Levey–Jennings charts.
 */

export const QC_KINDS = ['blank', 'duplicate', 'spike', 'reference'] as const;
export const qcKindSchema = z.enum(QC_KINDS);
export type QcKind = z.infer<typeof qcKindSchema>;

/**
 * `POST /api/worksheets/:id/qc/positions`. A duplicate repeats a sample of the worksheet; a
 * spike adds `added` (in the analyte's unit) to a sample of the worksheet (none: a spiked blank);
 * a reference material names its control material and its certified value with U. Spikes and
 * reference materials are for one analyte (`standard_id`); blanks and duplicates for each
 * analyte planned (for a duplicate: of its sample) unless one is named.
 */
export const qcPositionCreateSchema = z
  .object({
    kind: qcKindSchema,
    label: lineSchema(100).default(''),
    sample_id: z.number().int().positive().nullable().default(null),
    standard_id: z.number().int().positive().nullable().default(null),
    material: lineSchema(100).default(''),
    added: decimalTextSchema.nullable().default(null),
    certified: decimalTextSchema.nullable().default(null),
    certified_u: decimalTextSchema.nullable().default(null),
  })
  .superRefine((b, ctx) => {
    const need = (field: keyof typeof b, ok: boolean) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: 'qc.required' });
    };
    if (b.kind === 'duplicate') need('sample_id', b.sample_id !== null);
    if (b.kind === 'spike') {
      need('standard_id', b.standard_id !== null);
      need('added', b.added !== null && Number(b.added) > 0);
    }
    if (b.kind === 'reference') {
      need('standard_id', b.standard_id !== null);
      need('material', b.material.trim() !== '');
      need('certified', b.certified !== null);
    }
  });
export type QcPositionCreate = z.infer<typeof qcPositionCreateSchema>;

/** `PUT .../qc/positions/:positionId/results`: a value per analyte; null clears it. */
export const qcResultsBodySchema = z.object({
  results: z
    .array(z.object({ standard_id: z.number().int().positive(), value: decimalTextSchema.nullable() }))
    .min(1)
    .max(200),
});

export const QC_FAILURES = ['blank-above-loq', 'rpd', 'recovery', ...WESTGARD_RULES] as const;
export const qcFailureKindSchema = z.enum(QC_FAILURES);

/** One analyte of a QC position: its value and what it computes. */
export const qcResultSchema = z.object({
  standard_id: z.number().int(),
  item: z.string(),
  unit: z.string(),
  /** As typed; null while not entered. */
  value: z.string().nullable(),
  /** Duplicate: the sample's own result; spike: the unspiked sample's result (0 for a spiked blank). */
  reference_value: z.number().nullable(),
  rpd: z.number().nullable(),
  recovery: z.number().nullable(),
  bias_percent: z.number().nullable(),
  within_u: z.boolean().nullable(),
  /** Reference material: how far from the chart's mean, in SD, with the rules the point broke. */
  z: z.number().nullable(),
  rules: z.array(z.enum(WESTGARD_RULES)),
  /** What holds the run: blank above LOQ, RPD or recovery outside acceptance, a rejecting rule. */
  failures: z.array(qcFailureKindSchema),
  /** The acceptance it was judged against (RPD max, recovery range) or the blank's LOQ. */
  limit: z.string(),
});

export const qcPositionSchema = z.object({
  id: z.number().int(),
  kind: qcKindSchema,
  label: z.string(),
  sample_id: z.number().int().nullable(),
  sample_num: z.string(),
  standard_id: z.number().int().nullable(),
  material: z.string(),
  added: z.string().nullable(),
  certified: z.string().nullable(),
  certified_u: z.string().nullable(),
  results: z.array(qcResultSchema),
  created_at: z.number().int(),
});
export type QcPosition = z.infer<typeof qcPositionSchema>;

/** A failure holding the run, as a key the corrective action covers and a readable line. */
export const qcFailureSchema = z.object({
  key: z.string(),
  kind: qcFailureKindSchema,
  position_id: z.number().int(),
  standard_id: z.number().int(),
  text: z.string(),
});
export type QcFailure = z.infer<typeof qcFailureSchema>;

export const correctiveActionSchema = z.object({
  id: z.number().int(),
  worksheet_id: z.number().int(),
  action: z.string(),
  taken_by: z.string(),
  taken_at: z.number().int(),
  failures: z.array(z.string()),
  recorded_by_name: z.string(),
  recorded_at: z.number().int(),
  nonconformity_id: z.number().int(),
  nonconformity_num: z.string(),
  nonconformity_status: z.enum(['open', 'closed']),
});
export type CorrectiveAction = z.infer<typeof correctiveActionSchema>;

/** `GET /api/worksheets/:id/qc`: the run's QC, failures and whether its results are held. */
export const worksheetQcSchema = z.object({
  worksheet_id: z.number().int(),
  positions: z.array(qcPositionSchema),
  failures: z.array(qcFailureSchema),
  /** Failures no corrective action has covered yet: while any is left, the run is held. */
  open_failures: z.array(qcFailureSchema),
  held: z.boolean(),
  corrective_actions: z.array(correctiveActionSchema),
  /** Analytes of the run (standards planned on it). */
  analytes: z.array(z.object({ standard_id: z.number().int(), item: z.string(), unit: z.string() })),
});
export type WorksheetQc = z.infer<typeof worksheetQcSchema>;

/** `POST /api/worksheets/:id/qc/corrective-actions`: what was done, by whom, when. */
export const correctiveActionCreateSchema = z.object({
  action: longTextSchema(2000).refine((v) => v.trim() !== '', 'qc.actionRequired'),
  taken_by: lineSchema(100).default(''),
  taken_at: z.number().int().positive().nullable().default(null),
});

export const NONCONFORMITY_STATUSES = ['open', 'closed'] as const;
export const nonconformitySchema = z.object({
  id: z.number().int(),
  num: z.string(),
  worksheet_id: z.number().int(),
  worksheet_num: z.string(),
  summary: z.string(),
  action: z.string(),
  taken_by: z.string(),
  taken_at: z.number().int(),
  status: z.enum(NONCONFORMITY_STATUSES),
  opened_at: z.number().int(),
  closed_at: z.number().int().nullable(),
  closed_by_name: z.string(),
  close_note: z.string(),
});
export type Nonconformity = z.infer<typeof nonconformitySchema>;
export const nonconformityListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});
export const nonconformityCloseSchema = z.object({
  note: longTextSchema(2000).refine((v) => v.trim() !== '', 'qc.closeNoteRequired'),
});

/** `POST /api/qc/baselines`: mean and SD of a control from the stated runs. */
export const qcBaselineCreateSchema = z.object({
  standard_id: z.number().int().positive(),
  material: lineSchema(100).min(1),
  worksheet_ids: z.array(z.number().int().positive()).min(2).max(200),
});
export const qcBaselineSchema = z.object({
  standard_id: z.number().int(),
  material: z.string(),
  mean: z.number(),
  sd: z.number(),
  n: z.number().int(),
  /** The runs (worksheet numbers) the baseline was computed from. */
  runs: z.array(z.string()),
  set_at: z.number().int(),
  set_by_name: z.string(),
});

export const qcChartQuerySchema = z.object({
  standard_id: z.coerce.number().int().positive(),
  material: z.string().trim().min(1).max(100),
});
export const qcChartPointSchema = z.object({
  worksheet_id: z.number().int(),
  worksheet_num: z.string(),
  position_id: z.number().int(),
  at: z.number().int(),
  value: z.number(),
  z: z.number().nullable(),
  rules: z.array(z.enum(WESTGARD_RULES)),
});
/** `GET /api/qc/chart`: a Levey–Jennings chart of one control material and analyte. */
export const qcChartSchema = z.object({
  standard_id: z.number().int(),
  item: z.string(),
  method: z.string(),
  unit: z.string(),
  material: z.string(),
  baseline: qcBaselineSchema.nullable(),
  points: z.array(qcChartPointSchema),
});
export type QcChart = z.infer<typeof qcChartSchema>;

/** `GET /api/qc/charts`: the series there are (analyte × control material). */
export const qcSeriesSchema = z.object({
  standard_id: z.number().int(),
  item: z.string(),
  method: z.string(),
  material: z.string(),
  points: z.number().int(),
});
