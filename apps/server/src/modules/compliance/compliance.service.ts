import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { toJson } from '../records/record-json';
import { checkProduct, complianceStatus } from './compliance-rules';
import { complianceRepository } from './compliance.repository';

/**
 * Recomputes the stored compliance of products (compliance_json, compliance_status). Called
 * inside the writer's transaction, so a product or a matter's restrictions and the findings
 * that follow from them change together. Only rows whose result changed are written.
 */
export async function recheckProducts(db: Kysely<DB>, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const repo = complianceRepository(db);
  let changed = 0;
  for (const p of await repo.inputs(productIds)) {
    const findings = checkProduct(p, p.matters);
    const json = toJson(findings);
    const status = complianceStatus(findings);
    if (json === p.compliance_json && status === p.compliance_status) continue;
    await repo.store(p.id, json, status);
    changed++;
  }
  return changed;
}

/** After a matter's restrictions changed: recheck every product that contains it. */
export async function recheckMatterProducts(db: Kysely<DB>, matterId: number): Promise<number> {
  const repo = complianceRepository(db);
  let changed = 0;
  for (let after = 0; ;) {
    const ids = await repo.productsOf(matterId, after);
    if (ids.length === 0) return changed;
    changed += await recheckProducts(db, ids);
    after = ids[ids.length - 1]!;
  }
}

/** Rechecks every product (after restrictions were seeded or demo products inserted). */
export async function recheckAllProducts(db: Kysely<DB>): Promise<number> {
  const repo = complianceRepository(db);
  let changed = 0;
  for (let after = 0; ;) {
    const ids = await repo.allProducts(after);
    if (ids.length === 0) return changed;
    changed += await recheckProducts(db, ids);
    after = ids[ids.length - 1]!;
  }
}
