import { z } from 'zod';
import { lineSchema, longTextSchema } from '../text';
import { QC_KINDS } from './qc';
import { decimalTextSchema } from './report-results';

/**
 * Worksheet templates: the QC positions (blanks, duplicates, spikes, reference materials) a
 * worksheet gets when it is created from the template. A template names analytes by test item
 * (铅 (Pb), 水分 …): when placed, each resolves to the item planned on the new worksheet; samples
 * by their place in the worksheet (1 = the first sample chosen).
 */
export const qcTemplatePositionSchema = z
  .object({
    kind: z.enum(QC_KINDS),
    label: lineSchema(100).default(''),
    /** Duplicate: the sample repeated; spike: the sample spiked (null: a spiked blank). 1-based. */
    sample_position: z.number().int().min(1).max(200).nullable().default(null),
    /** Spike and reference material: the test item, as the worksheet's standards name it. */
    item: lineSchema(100).default(''),
    material: lineSchema(100).default(''),
    added: decimalTextSchema.nullable().default(null),
    certified: decimalTextSchema.nullable().default(null),
    certified_u: decimalTextSchema.nullable().default(null),
  })
  .strict()
  .superRefine((p, ctx) => {
    const need = (field: keyof typeof p, ok: boolean) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: 'qc.required' });
    };
    if (p.kind === 'duplicate') need('sample_position', p.sample_position !== null);
    if (p.kind === 'spike') {
      need('item', p.item.trim() !== '');
      need('added', p.added !== null && Number(p.added) > 0);
    }
    if (p.kind === 'reference') {
      need('item', p.item.trim() !== '');
      need('material', p.material.trim() !== '');
      need('certified', p.certified !== null);
    }
  });
export type QcTemplatePosition = z.infer<typeof qcTemplatePositionSchema>;

export const qcTemplateBodySchema = z
  .object({
    name: lineSchema(100).min(1),
    positions: z.array(qcTemplatePositionSchema).min(1).max(50),
    note: longTextSchema(1000).default(''),
  })
  .strict();
export type QcTemplateBody = z.input<typeof qcTemplateBodySchema>;

export const qcTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  positions: z.array(qcTemplatePositionSchema),
  note: z.string(),
  updated_at: z.number().int(),
});
export type QcTemplate = z.infer<typeof qcTemplateSchema>;
