import type { Regulation, RegulationRow, regulationCreateSchema } from '@yaoshi/contracts';
import type { z } from 'zod';
import type { RegulationsTable } from '../../db/tables/catalogue';
import { buildSearchText } from '../records/search-text';

type DbRegulation = Omit<RegulationsTable, 'id'> & { id: number };
export type RegulationInput = z.output<typeof regulationCreateSchema>;

export const regulationSearchText = (r: Pick<DbRegulation, 'regulation_name' | 'regulation_num' | 'issuer'>) =>
  buildSearchText({ names: [r.regulation_name, r.issuer], codes: [r.regulation_num] });

export function regulationColumns(input: Partial<RegulationInput>): Partial<Omit<DbRegulation, 'id'>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'matter_ids') continue;
    out[key] = key === 'in_force' ? (value ? 1 : 0) : value;
  }
  return out as Partial<Omit<DbRegulation, 'id'>>;
}

const num = (v: number | null) => (v === null ? null : Number(v));

export function toRegulation(r: DbRegulation, matterIds: number[]): Regulation {
  return {
    id: Number(r.id),
    regulation_num: r.regulation_num,
    regulation_name: r.regulation_name,
    regulation_type: r.regulation_type,
    region_code: r.region_code,
    issuer: r.issuer,
    issued_at: num(r.issued_at),
    effective_at: num(r.effective_at ?? null),
    in_force: r.in_force === 1,
    origin: r.origin,
    batch: num(r.batch),
    summary: r.summary,
    note: r.note,
    url: r.url,
    attachment: r.attachment,
    matter_ids: matterIds,
    status: r.status as Regulation['status'],
    is_demo: r.is_demo === 1,
    view_count: Number(r.view_count),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    created_by: num(r.created_by),
    updated_by: num(r.updated_by),
  };
}

export function toRegulationRow(r: DbRegulation, matterCount: number): RegulationRow {
  return {
    id: Number(r.id),
    regulation_num: r.regulation_num,
    regulation_name: r.regulation_name,
    regulation_type: r.regulation_type,
    region_code: r.region_code,
    issuer: r.issuer,
    issued_at: num(r.issued_at),
    in_force: r.in_force === 1,
    origin: r.origin,
    batch: num(r.batch),
    matter_count: matterCount,
    view_count: Number(r.view_count),
    updated_at: Number(r.updated_at),
    status: r.status as RegulationRow['status'],
    is_demo: r.is_demo === 1,
  };
}
