import { fieldSubmissionSchema, type FieldSubmission } from '@yaoshi/contracts';
import type { QueuedRecord } from './field-db';

/** Stands in for the password when the form checks a record: the password is typed only at sync. */
const NOT_YET_TYPED = '(asked when sent)';

/**
 * The record as the server takes it: the sample part is the console's create schema (one schema
 * per thing), so the form refuses here what the server would refuse. `password` signs it: the
 * collector types it when the queue is sent; the device never stores it.
 */
export function toSubmission(r: QueuedRecord, password = NOT_YET_TYPED): FieldSubmission {
  const images = r.photos.flatMap((p) => (p.url ? [p.url] : []));
  const photoTime = r.photos[0]?.takenAt ?? null;
  const sample =
    r.kind === 'matter'
      ? {
          ms_name: r.name,
          matter_id: r.subjectId,
          ms_source: r.source,
          ms_area: r.region,
          ms_coll_vol: r.quantity,
          ms_coll_unit: r.unit,
          ms_coll_time: r.collectedAt,
          ms_gatherer: r.collector,
          images,
          ms_media_photog: r.photos.length ? r.collector : '',
          ms_media_time: photoTime,
          ms_media_location: r.place,
        }
      : {
          product_sample_name: r.name,
          product_id: r.subjectId,
          product_sample_source: r.source,
          product_sample_area: r.region,
          product_sample_coll_vol: r.quantity,
          product_sample_coll_unit: r.unit,
          product_sample_coll_time: r.collectedAt,
          product_sample_gatherer: r.collector,
          images,
          product_sample_media_photog: r.photos.length ? r.collector : '',
          product_sample_media_time: photoTime,
          product_sample_media_location: r.place,
        };
  return {
    id: r.id,
    kind: r.kind,
    label: r.label,
    position: r.position,
    place: r.place,
    supplier: r.supplier,
    notes: r.notes,
    signature: {
      password,
      meaning: 'collect',
      confirmed_at: r.confirmedAt ?? Math.floor(r.createdAt / 1000),
    },
    sample,
  } as FieldSubmission;
}

/** The first problem the shared schema finds (its path and message), or null. */
export function problemOf(r: QueuedRecord): { path: string; message: string } | null {
  const res = fieldSubmissionSchema.safeParse(toSubmission(r));
  if (res.success) return null;
  const issue = res.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}
