import {
  type FactReview,
  type MatterDetail,
  type MatterRow,
  matterListQuerySchema,
  type ProductDetail,
  type ProductRow,
  productListQuerySchema,
  type RegulationDetail,
  type RegulationRow,
  regulationListQuerySchema,
} from '@yaoshi/contracts';
import { notFound } from '../lib/errors';
import type { Services } from '../services';
import { VISITOR } from '../modules/records/record-visibility';
import { dataServiceDisabled } from '../modules/data-services/data-services.service';

/** The services a public page reads: the console API's own, so its rules and search are the same. */
export type PublicSources = Pick<Services, 'matters' | 'products' | 'regulations' | 'factReviews' | 'dataServices'>;

/** Lists walk pages of this size; the catalogue holds a few hundred matters and regulations. */
const PAGE = 100;
/** A bound on a walk, so a list that grew past what a page should show cannot stall a request. */
const MAX_PAGES = 20;
export const SEARCH_LIMIT = 20;

/** Generated demo records are never shown, listed or counted on public pages: they are not reference. */
const real = <T extends { is_demo: boolean }>(rows: T[]) => rows.filter((r) => !r.is_demo);

async function walk<R extends { is_demo: boolean }>(
  fetch: (current: number) => Promise<{ list: R[]; total: number }>,
): Promise<R[]> {
  const out: R[] = [];
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = await fetch(current);
    out.push(...page.list);
    if (current * PAGE >= page.total || page.list.length === 0) break;
  }
  return real(out);
}

/**
 * Everything public pages read, as a visitor reads it (VISITOR: online records only, offline
 * ones answer 404) and only while the open read API is on: when an admin switches it off, the
 * pages answer 403 as the API does for anonymous reads.
 */
export function publicData(s: PublicSources) {
  return {
    async assertOpen(): Promise<void> {
      if (!(await s.dataServices.isEnabled('open-api'))) throw dataServiceDisabled('open-api');
    },
    async matter(id: number): Promise<{ matter: MatterDetail; reviews: FactReview[] }> {
      const [matter, reviews] = await Promise.all([s.matters.detail(id, VISITOR), s.factReviews.ofMatter(id, VISITOR)]);
      if (matter.is_demo) throw notFound();
      return { matter, reviews };
    },
    async product(id: number): Promise<ProductDetail> {
      const product = await s.products.detail(id, VISITOR);
      if (product.is_demo) throw notFound();
      return product;
    },
    async regulation(id: number): Promise<RegulationDetail> {
      const regulation = await s.regulations.detail(id, VISITOR);
      if (regulation.is_demo) throw notFound();
      return regulation;
    },
    /** Every public matter (of one catalogue batch, or all), in catalogue order. */
    allMatters(batch?: number): Promise<MatterRow[]> {
      return walk((current) =>
        s.matters.list(
          matterListQuerySchema.parse({ current, pageSize: PAGE, catalogue_batch: batch, sort: 'material_num:asc' }),
          VISITOR,
        ),
      );
    },
    allRegulations(): Promise<RegulationRow[]> {
      return walk((current) =>
        s.regulations.list(
          regulationListQuerySchema.parse({ current, pageSize: PAGE, sort: 'issued_at:desc' }),
          VISITOR,
        ),
      );
    },
    /** The console's search (Chinese bigrams, pinyin, initials, Latin, numbers) over each kind. */
    async search(q: string): Promise<{ matters: MatterRow[]; products: ProductRow[]; regulations: RegulationRow[] }> {
      const asked = { q, pageSize: SEARCH_LIMIT };
      const mq = matterListQuerySchema.safeParse(asked);
      if (!mq.success) return { matters: [], products: [], regulations: [] };
      const [matters, products, regulations] = await Promise.all([
        s.matters.list(mq.data, VISITOR),
        s.products.list(productListQuerySchema.parse(asked), VISITOR),
        s.regulations.list(regulationListQuerySchema.parse(asked), VISITOR),
      ]);
      return { matters: real(matters.list), products: real(products.list), regulations: real(regulations.list) };
    },
  };
}
export type PublicData = ReturnType<typeof publicData>;
