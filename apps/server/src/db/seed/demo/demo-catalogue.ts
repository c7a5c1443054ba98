import { recheckAllProducts } from '../../../modules/compliance/compliance.service';
import { inTx } from '../../../modules/records/service-kit';
import { nowSeconds } from '../../../lib/time';
import type { SeedContext } from '../index';
import { demoCatalogueRepository } from './demo-catalogue.repository';
import { restrictionsByNum } from '../corrections/2026-11-use-restrictions';
import { generateDemo } from './generate';
import { linkedSearchRepository } from '../../../modules/records/linked-search.repository';
import { assignInitialStates } from '../../../modules/lab';
import { fillDemoHistories } from './demo-history.repository';

/**
 * Demo products, samples and testing reports (is_demo = 1): deterministic, plausible, on
 * the real catalogue matters. Skipped when demo products exist already.
 */
export async function seedDemoCatalogue({ database }: SeedContext): Promise<void> {
  await inTx(database.db, async (trx) => {
    const repo = demoCatalogueRepository(trx);
    if (await repo.hasDemo()) return;
    // The restrictions the data migration gives the catalogue (it runs after this step on a new database).
    const restricted = restrictionsByNum();
    const matters = (await repo.matters()).map((m) => {
      const r = restricted.get(m.material_num);
      return {
        id: Number(m.id),
        name: m.material_name,
        restrictions: r && r.name === m.material_name ? r.restrictions.map((x) => x.kind) : [],
      };
    });
    if (matters.length === 0) return;
    const demo = generateDemo(matters, nowSeconds());

    const productIds = await repo.products(demo.products.map((p) => p.row));
    await repo.productMatters(
      demo.products.flatMap((p) =>
        p.matterIds.map((matter_id) => ({ product_id: productIds.get(p.row.product_num)!, matter_id })),
      ),
    );
    const productSamples = demo.productSamples.map(({ productIndex, row }) => ({
      ...row,
      product_id: productIds.get(demo.products[productIndex]!.row.product_num)!,
    }));
    const sampleIds = await repo.samples([...demo.matterSamples, ...productSamples]);
    const reportIds = await repo.reports(
      demo.reports.map((r) => ({ ...r.row, sample_id: sampleIds.get(r.sampleNum)! })),
    );
    await repo.items(
      demo.reports.flatMap((r) =>
        r.items.map((it, position) => ({ ...it, report_id: reportIds.get(r.row.report_num)!, position })),
      ),
    );
    // Laboratory states by the rule migration 0013 gave existing samples (reported → published).
    await assignInitialStates(trx);
    // Each state with the history that leads to it (who received, tested, verified, published).
    await fillDemoHistories(trx, nowSeconds());
    // Products and samples are also found by their matters' Latin and English names.
    await linkedSearchRepository(trx).reindexAll();
    // Where the restrictions are loaded already, the new products get their findings now.
    await recheckAllProducts(trx);
  });
}
