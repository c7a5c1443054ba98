import { z } from 'zod';
import { RECORD_KINDS } from './options';

/** The six curated record kinds and their API paths (`/api/<path>`); lists live in the zod-free `options.ts`. */
export {
  BATCH_ANNOUNCEMENTS,
  CATALOGUE_BATCHES,
  KIND_LABELS,
  KIND_PATHS,
  RECORD_KINDS,
  type CatalogueBatch,
  type RecordKind,
} from './options';

export const recordKindSchema = z.enum(RECORD_KINDS);

/** Catalogue batches: the announcement that added each substance. */
export const catalogueBatchSchema = z.union([z.literal(2002), z.literal(2019), z.literal(2023), z.literal(2024)]);
