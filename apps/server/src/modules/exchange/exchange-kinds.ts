import type { Kysely } from 'kysely';
import {
  type Access,
  type RecordKind,
  matterCreateSchema,
  matterListQuerySchema,
  matterSampleCreateSchema,
  matterSampleListQuerySchema,
  matterSampleUpdateSchema,
  matterUpdateSchema,
  productCreateSchema,
  productListQuerySchema,
  productSampleCreateSchema,
  productSampleListQuerySchema,
  productSampleUpdateSchema,
  productUpdateSchema,
  regulationCreateSchema,
  regulationListQuerySchema,
  regulationUpdateSchema,
  reportCreateSchema,
  reportListQuerySchema,
  reportUpdateSchema,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/database';
import type { Actor } from '../records/actor';
import type { Viewer } from '../records/record-visibility';

/** What import/export needs of a record kind's service. */
export interface ExchangeService {
  create(body: never, actor: Actor, db?: Kysely<DB>): Promise<{ id: number }>;
  update(id: number, body: never, actor: Actor, db?: Kysely<DB>): Promise<{ id: number }>;
  idByNum(num: string, db?: Kysely<DB>): Promise<number | null>;
  /** The next ids of the list `q` as `viewer` may read it (its kind's visibility rule). */
  exportIds(q: never, after: number, limit: number, viewer: Viewer): Promise<number[]>;
  /** Of `ids`, those `viewer` may read; absent: every record of the kind is readable by whoever may export. */
  visibleIds?(ids: number[], viewer: Viewer): Promise<number[]>;
  records(ids: number[]): Promise<Record<string, unknown>[]>;
}

export interface ExchangeKind {
  kind: RecordKind;
  path: string;
  numKey: string;
  create: z.ZodObject;
  update: z.ZodObject;
  listQuery: z.ZodObject;
  /**
   * Who may export: whoever may read the kind's list (its readAccess), so everyone exports the
   * rows they can see — visitors the open catalogue (matters, products, regulations),
   * researchers also samples and reports. An export holds the same fields and rows as the list.
   */
  exportAccess: Access;
  service: ExchangeService;
}

/** Samples and reports are read by signed-in callers (their list's readAccess). */
const signedIn: Access = 'signed-in';

export function exchangeKinds(
  s: Record<'matters' | 'products' | 'matterSamples' | 'productSamples' | 'reports' | 'regulations', unknown>,
): ExchangeKind[] {
  const svc = (x: unknown) => x as ExchangeService;
  return [
    {
      kind: 'matter',
      path: 'matters',
      numKey: 'material_num',
      create: matterCreateSchema,
      update: matterUpdateSchema,
      listQuery: matterListQuerySchema,
      exportAccess: 'open',
      service: svc(s.matters),
    },
    {
      kind: 'product',
      path: 'products',
      numKey: 'product_num',
      create: productCreateSchema,
      update: productUpdateSchema,
      listQuery: productListQuerySchema,
      exportAccess: 'open',
      service: svc(s.products),
    },
    {
      kind: 'matter-sample',
      path: 'matter-samples',
      numKey: 'ms_num',
      create: matterSampleCreateSchema,
      update: matterSampleUpdateSchema,
      listQuery: matterSampleListQuerySchema,
      exportAccess: signedIn,
      service: svc(s.matterSamples),
    },
    {
      kind: 'product-sample',
      path: 'product-samples',
      numKey: 'product_sample_num',
      create: productSampleCreateSchema,
      update: productSampleUpdateSchema,
      listQuery: productSampleListQuerySchema,
      exportAccess: signedIn,
      service: svc(s.productSamples),
    },
    {
      kind: 'report',
      path: 'reports',
      numKey: 'report_num',
      create: reportCreateSchema,
      update: reportUpdateSchema,
      listQuery: reportListQuerySchema,
      exportAccess: signedIn,
      service: svc(s.reports),
    },
    {
      kind: 'regulation',
      path: 'regulations',
      numKey: 'regulation_num',
      create: regulationCreateSchema,
      update: regulationUpdateSchema,
      listQuery: regulationListQuerySchema,
      exportAccess: 'open',
      service: svc(s.regulations),
    },
  ];
}
