import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  type ExportedFactReview,
  FACT_FIELDS,
  type FactCounts,
  type FactReview,
  type FactVerdict,
  type Monograph,
  type MonographFactRef,
  type ReviewImportResult,
  type ReviewQueueItem,
  type ReviewQueueQuery,
  type ReviewSummary,
  factText,
  monographFacts,
} from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../records/actor';
import { parseJson } from '../records/record-json';
import { type Viewer, assertVisible, seesOffline } from '../records/record-visibility';
import { inTx } from '../records/service-kit';
import { type MonographRow, type ReviewRow, factReviewsRepository } from './fact-reviews.repository';
import { readReviewSheet, reviewSheet } from './review-sheet';

const factsOf = (row: Pick<MonographRow, 'monograph_json'>) =>
  monographFacts(parseJson<Monograph | null>(row.monograph_json, null));

/** The state of a fact: its verdict while the fact still has the content it was given on. */
export function reviewOf(ref: MonographFactRef, row: ReviewRow | undefined, opts: { notes: boolean }): FactReview {
  const valid = row && row.fingerprint === ref.fingerprint ? row : undefined;
  return {
    key: ref.key,
    field: ref.field,
    fingerprint: ref.fingerprint,
    state: valid ? (valid.state as FactReview['state']) : 'unreviewed',
    reviewer: valid?.reviewer_name || null,
    reviewed_at: valid?.reviewed_at ?? null,
    edition: valid?.edition ?? '',
    page: valid?.page ?? '',
    note: valid && opts.notes ? valid.note : '',
  };
}

/**
 * The review state of every fact of the given matters, for exports (the `fact_reviews` column):
 * a fact with no verdict, or one given on content since changed, is unreviewed.
 */
export async function exportedReviews(
  db: Kysely<DB>,
  matters: { id: number; monograph: Monograph | null }[],
): Promise<Map<number, ExportedFactReview[]>> {
  const rows = await factReviewsRepository(db).reviews(matters.map((m) => m.id));
  const byKey = new Map(rows.map((r) => [`${r.matter_id}\u0000${r.fact_key}`, r]));
  return new Map(
    matters.map((m) => [
      m.id,
      monographFacts(m.monograph).map((ref) => {
        const {
          fingerprint: _f,
          note: _n,
          ...state
        } = reviewOf(ref, byKey.get(`${m.id}\u0000${ref.key}`), {
          notes: false,
        });
        return state;
      }),
    ]),
  );
}

/**
 * Called by every write of a matter's monograph, in its transaction: verdicts on facts that
 * changed or are gone are dropped, so an edited fact is unreviewed again.
 */
export async function resetChangedFacts(trx: Kysely<DB>, matterId: number, monograph: Monograph | null) {
  const repo = factReviewsRepository(trx);
  const current = new Map(monographFacts(monograph).map((f) => [f.key, f.fingerprint]));
  const stale = (await repo.reviews([matterId]))
    .filter((r) => current.get(r.fact_key) !== r.fingerprint)
    .map((r) => r.fact_key);
  await repo.forget(matterId, stale);
  return stale.length;
}

/** Verdicts of a deleted matter go with it (same transaction). */
export const forgetMatterReviews = (trx: Kysely<DB>, matterId: number) =>
  factReviewsRepository(trx).forgetMatter(matterId);

const zero = (): FactCounts => ({ facts: 0, verified: 0, disputed: 0 });
function add(c: FactCounts, state: FactReview['state']) {
  c.facts += 1;
  if (state === 'verified') c.verified += 1;
  if (state === 'disputed') c.disputed += 1;
}

export function factReviewsService(deps: { db: Kysely<DB> }) {
  const repo = factReviewsRepository(deps.db);

  /** Every fact of the matters the viewer may read, with its state. */
  async function everything(viewer: Viewer, matterId?: number) {
    const matters = await repo.monographs({ offline: seesOffline(viewer), matterId });
    const rows = await repo.reviews(matterId === undefined ? undefined : [matterId]);
    const byKey = new Map(rows.map((r) => [`${r.matter_id}\u0000${r.fact_key}`, r]));
    return matters.map((m) => ({
      matter: m,
      facts: factsOf(m).map((ref) => ({
        ref,
        review: reviewOf(ref, byKey.get(`${m.id}\u0000${ref.key}`), { notes: viewer.admin }),
      })),
    }));
  }

  async function queue(q: ReviewQueueQuery, viewer: Viewer): Promise<ReviewQueueItem[]> {
    const out: ReviewQueueItem[] = [];
    for (const { matter, facts } of await everything(viewer, q.matter_id)) {
      for (const { ref, review } of facts) {
        if (q.field && ref.field !== q.field) continue;
        if (q.state && review.state !== q.state) continue;
        out.push({
          ...review,
          matter_id: matter.id,
          material_num: matter.material_num,
          material_name: matter.material_name,
          text: factText(ref.field, ref.fact),
          citation: { ...ref.fact.citation, secondary: ref.fact.citation.secondary ?? false },
        });
      }
    }
    return out;
  }

  async function record(v: FactVerdict, actor: Actor, db: Kysely<DB> = deps.db): Promise<'applied' | 'unchanged'> {
    const r = factReviewsRepository(db);
    const matter = await r.monographOf(v.matter_id);
    if (!matter) throw notFound();
    const ref = factsOf(matter).find((f) => f.key === v.key);
    if (!ref) throw notFound('review.factGone');
    if (ref.fingerprint !== v.fingerprint) throw conflict('review.factChanged');
    const previous = (await r.reviews([v.matter_id])).find((x) => x.fact_key === v.key);
    const edition = v.edition || ref.fact.citation.edition;
    const page = v.page || ref.fact.citation.section;
    const { note } = v;
    if (
      previous &&
      previous.fingerprint === v.fingerprint &&
      previous.state === v.verdict &&
      previous.edition === edition &&
      previous.page === page &&
      previous.note === note
    )
      return 'unchanged';
    await r.save({
      matter_id: v.matter_id,
      fact_key: v.key,
      fingerprint: v.fingerprint,
      state: v.verdict,
      edition,
      page,
      note,
      reviewed_by: actor.userId,
      reviewer_name: (await r.userName(actor.userId)) ?? actor.username,
      reviewed_at: nowSeconds(),
    });
    return 'applied';
  }

  return {
    /** The states of one matter's facts (a public page shows them next to each fact). */
    async ofMatter(matterId: number, viewer: Viewer): Promise<FactReview[]> {
      const matter = await repo.monographOf(matterId);
      if (!matter) throw notFound();
      assertVisible(viewer, matter);
      const [found] = await everything(viewer, matterId);
      return found?.facts.map((f) => f.review) ?? [];
    },

    /** How much of the catalogue the viewer may read is verified (the catalogue overview). */
    async totals(viewer: Viewer): Promise<FactCounts> {
      const c = zero();
      for (const { facts } of await everything(viewer)) for (const f of facts) add(c, f.review.state);
      return c;
    },

    /** Counts per substance and per field (the review queue). */
    async summary(viewer: Viewer): Promise<ReviewSummary> {
      const totals = zero();
      const fields = new Map(FACT_FIELDS.map((f) => [f, zero()]));
      const matters: ReviewSummary['matters'] = [];
      for (const { matter, facts } of await everything(viewer)) {
        const m = { matter_id: matter.id, material_num: matter.material_num, material_name: matter.material_name };
        const own = { ...m, ...zero(), fields: {} as Record<string, FactCounts> };
        for (const { ref, review } of facts) {
          add(totals, review.state);
          add(fields.get(ref.field)!, review.state);
          add(own, review.state);
          add((own.fields[ref.field] ??= zero()), review.state);
        }
        if (own.facts > 0) matters.push(own);
      }
      return { totals, fields: [...fields].map(([field, c]) => ({ field, ...c })), matters };
    },

    queue,

    /** Records one verdict (409 when the fact changed since the curator opened it). */
    async verdict(v: FactVerdict, actor: Actor, viewer: Viewer): Promise<FactReview> {
      await inTx(deps.db, (trx) => record(v, actor, trx));
      const states = await this.ofMatter(v.matter_id, viewer);
      return states.find((s) => s.key === v.key)!;
    },

    /** The fact sheet for proof-reading on paper. */
    async exportSheet(q: ReviewQueueQuery, viewer: Viewer, lang: Lang): Promise<Readable> {
      return reviewSheet(await queue(q, viewer), lang);
    },

    /** A proof-read sheet back: each filled verdict recorded, in one transaction. */
    async importSheet(data: Buffer, actor: Actor, lang: Lang): Promise<ReviewImportResult> {
      const { verdicts, skipped } = await readReviewSheet(data, lang);
      const result: ReviewImportResult = { applied: 0, unchanged: 0, skipped };
      await inTx(deps.db, async (trx) => {
        for (const { row, verdict } of verdicts) {
          try {
            result[await record(verdict, actor, trx)] += 1;
          } catch (err) {
            const key = (err as { key?: string }).key ?? 'error.internal';
            if (!key.startsWith('review.') && key !== 'error.notFound') throw err;
            result.skipped.push({ row, reason: t(lang, key) });
          }
        }
      });
      result.skipped.sort((a, b) => a.row - b.row);
      return result;
    },
  };
}
export type FactReviewsService = ReturnType<typeof factReviewsService>;
