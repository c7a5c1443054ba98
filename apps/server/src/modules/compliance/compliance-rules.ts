import type { ComplianceFinding, ComplianceStatus, Restriction } from '@yaoshi/contracts';

export interface CheckedMatter {
  id: number;
  name: string;
  restrictions: Restriction[];
}

export interface CheckedProduct {
  product_type: string;
  /** The label text we check for the warning: the ingredient list as printed (配料表). */
  product_component: string;
}

/** The only product type a spice-only substance may go into. */
export const SEASONING_TYPE = 'seasoning';

/**
 * Does the label carry the special-population warning (孕妇、哺乳期妇女及婴幼儿不宜食用 or an
 * equivalent wording)? It must name all three groups: a label warning pregnant women only is
 * not the warning the official notes ask for.
 */
export function hasPopulationWarning(label: string): boolean {
  return /孕妇/.test(label) && /哺乳/.test(label) && /婴幼儿|婴儿/.test(label);
}

/**
 * Checks a product against the restrictions of the matters it contains. Pure: the same
 * product and matters always give the same findings, in matter then rule order.
 */
export function checkProduct(product: CheckedProduct, matters: CheckedMatter[]): ComplianceFinding[] {
  const out: ComplianceFinding[] = [];
  const warned = hasPopulationWarning(product.product_component);
  for (const m of [...matters].sort((a, b) => a.id - b.id)) {
    for (const r of m.restrictions) {
      const base = { matter_id: m.id, matter_name: m.name, source: r.source };
      if (r.kind === 'spice-only' && product.product_type !== SEASONING_TYPE) {
        out.push({
          ...base,
          rule: 'spice-only-outside-seasoning',
          severity: 'violation',
          message: {
            zh: `${m.name}仅作为香辛料和调味品使用，不得用于调味品以外的产品`,
            en: `${m.name} may be used only as a spice or condiment, not in a product that is not a seasoning`,
          },
        });
      } else if (r.kind === 'wild-animal-not-food') {
        out.push({
          ...base,
          rule: 'wild-animal-in-food',
          severity: 'violation',
          message: {
            zh: `${m.name}为陆生野生动物，禁止作为食品或食品原料`,
            en: `${m.name} is a wild terrestrial animal and must not be used as food or a food ingredient`,
          },
        });
      } else if (r.kind === 'special-population' && !warned) {
        out.push({
          ...base,
          rule: 'special-population-without-warning',
          severity: 'warning',
          message: {
            zh: `含${m.name}，标签（配料表）未标示“孕妇、哺乳期妇女及婴幼儿不宜食用”`,
            en: `Contains ${m.name}; the label (ingredient list) lacks the warning that pregnant and breastfeeding women and infants should not eat it`,
          },
        });
      }
    }
  }
  return out;
}

/** The worst severity among the findings. */
export function complianceStatus(findings: ComplianceFinding[]): ComplianceStatus {
  if (findings.some((f) => f.severity === 'violation')) return 'violation';
  return findings.length ? 'warning' : 'ok';
}
