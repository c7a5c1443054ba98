import {
  QUALITY_RULE_KEYS,
  type Page,
  type QualityInspectionCard,
  type QualityRuleKey,
  type ReportVerdict,
  type RouteLink,
  type RuleViolation,
  type RulesPresetCard,
  reportVerdictSchema,
} from '@yaoshi/contracts';
import { t, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import { recordLink } from '../dashboard/record-links';
import type { SwitchesService } from '../data-services/switches.service';
import type { OperationLogService } from '../oplog/oplog.service';
import { actorOf } from '../records/actor';
import { type Viewer, seesOffline, viewerOf } from '../records/record-visibility';
import { RULE_TABLES, type QualityRulesRepository, type RuleTable } from '../records/quality-rules.repository';
import type { CardReportsRepository } from './reports.repository';
import { DEFAULT_DISPLAY_TZ, formatDate } from '../../lib/display-time';

const PREFIX = 'rule:';

type PartKind = RulesPresetCard['parts'][number]['kind'];
/** The list pages showing a rule's offending records, with `?quality=<rule>`. */
const LIST_PATH: Record<PartKind, string> = {
  matter: '/formList/matter-list',
  product: '/productList/product-list',
  'matter-sample': '/matterSample/matter-sample-list',
  'product-sample': '/productSampleList/product-sample-list',
};
const PART_KINDS: Record<RuleTable, PartKind[]> = {
  matters: ['matter'],
  products: ['product'],
  samples: ['matter-sample', 'product-sample'],
};
const partLink = (kind: PartKind, key: QualityRuleKey): RouteLink => ({
  path: LIST_PATH[kind],
  query: { quality: key },
});
export const ruleLink = (key: QualityRuleKey): RouteLink => partLink(PART_KINDS[RULE_TABLES[key][0]!][0]!, key);

export function cardsService(deps: {
  rules: QualityRulesRepository;
  reports: CardReportsRepository;
  switches: SwitchesService;
  operationLog: OperationLogService;
  /** DISPLAY_TZ: a report's date here is the day its drawer's 检测时间 shows. */
  displayTz?: string;
}) {
  const { rules, reports, switches } = deps;
  const date = (seconds: number) => formatDate(seconds, deps.displayTz ?? DEFAULT_DISPLAY_TZ);

  /** Offending records per list page of the rule's tables. */
  async function parts(key: QualityRuleKey, onlineOnly: boolean): Promise<RulesPresetCard['parts']> {
    const kinds = RULE_TABLES[key].flatMap((table) => PART_KINDS[table]);
    const counts = await Promise.all(
      kinds.map((kind) =>
        kind === 'matter-sample' || kind === 'product-sample'
          ? rules.countSamples(key, kind === 'matter-sample' ? 'matter' : 'product', onlineOnly)
          : rules.count(key, kind === 'matter' ? 'matters' : 'products', onlineOnly),
      ),
    );
    return kinds.map((kind, i) => ({ kind, count: counts[i]!, link: partLink(kind, key) }));
  }

  return {
    /** Testing reports as the spec's quality-inspection cards. */
    async qualityInspection(
      q: { current: number; pageSize: number; verdict?: ReportVerdict },
      lang: Lang,
      role: string,
    ): Promise<Page<QualityInspectionCard>> {
      const { rows, total } = await reports.page({
        verdict: q.verdict,
        // Only published reports are public to signed-in users; curators see drafts too.
        publishedOnly: role !== 'admin',
        offset: (q.current - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const list = rows.map((r) => {
        // A report without a judged item (no items yet, or no limit) is 不判定, never a pass.
        const verdict = reportVerdictSchema.catch('none').parse(r.verdict);
        const voided = r.invalidated_at != null;
        return {
          id: Number(r.id),
          name: r.sample_name,
          title: `${r.report_num} ${r.report_name}`.trim(),
          description: `${r.lab} · ${date(Number(r.tested_at))}`,
          data: [
            { label: t(lang, 'cards.report.lab'), value: r.lab },
            { label: t(lang, 'cards.report.date'), value: date(Number(r.tested_at)) },
            { label: t(lang, 'cards.report.items'), value: String(r.item_count) },
            { label: t(lang, 'cards.report.failedItems'), value: String(r.fail_count) },
            {
              label: t(lang, 'cards.report.verdict'),
              value: voided
                ? `${t(lang, `cards.report.verdict.${verdict}`)} · ${t(lang, 'cards.report.voided')}`
                : t(lang, `cards.report.verdict.${verdict}`),
            },
          ],
          verdict,
          voided,
          time: Number(r.tested_at),
          link: recordLink(`${r.sample_kind}-sample`, Number(r.sample_id)),
        };
      });
      return { list, total, current: q.current, pageSize: q.pageSize };
    },

    /**
     * The data-quality rules with their switch and, when on, their violation count on the real
     * data: as the viewer may see it (a non-admin's counts and offenders leave drafts out, as
     * the lists they link to do).
     */
    async rulesCards(lang: Lang, viewer: Viewer): Promise<RulesPresetCard[]> {
      const onlineOnly = !seesOffline(viewer);
      const [rows, totals] = await Promise.all([switches.list(PREFIX), rules.tableTotals(onlineOnly)]);
      return Promise.all(
        QUALITY_RULE_KEYS.map(async (key, i) => {
          const row = rows.find((r) => r.key === PREFIX + key);
          const enable = row ? row.enabled === 1 : true;
          const split = enable ? await parts(key, onlineOnly) : [];
          return {
            id: i + 1,
            key,
            title: t(lang, `rule.${key}.title`),
            description: t(lang, `rule.${key}.description`),
            enable,
            actionType: 'switch' as const,
            violations: enable ? split.reduce((n, p) => n + p.count, 0) : null,
            checked: enable ? RULE_TABLES[key].reduce((n, table) => n + totals[table], 0) : null,
            link: split.find((p) => p.count > 0)?.link ?? ruleLink(key),
            parts: split,
          };
        }),
      );
    },

    async setRule(auth: AuthContext, key: QualityRuleKey, enable: boolean, lang: Lang) {
      await switches.set(PREFIX + key, enable, auth.userId, nowSeconds());
      await deps.operationLog.record({
        actor: actorOf(auth),
        action: 'update',
        kind: 'quality-rule',
        label: key,
        after: { enable },
      });
      return (await this.rulesCards(lang, viewerOf(auth))).find((c) => c.key === key)!;
    },

    async isRuleEnabled(key: QualityRuleKey) {
      const row = await switches.get(PREFIX + key);
      return row ? row.enabled === 1 : true;
    },

    /** The offending records of a rule, paged across its tables in order. */
    async violations(
      key: QualityRuleKey,
      q: { current: number; pageSize: number },
      viewer: Viewer,
    ): Promise<Page<RuleViolation>> {
      const onlineOnly = !seesOffline(viewer);
      let offset = (q.current - 1) * q.pageSize;
      let room = q.pageSize;
      let total = 0;
      const list: RuleViolation[] = [];
      for (const table of RULE_TABLES[key]) {
        const n = await rules.count(key, table, onlineOnly);
        total += n;
        if (room > 0 && offset < n) {
          const rows = await rules.rows(key, table, offset, room, onlineOnly);
          list.push(...rows.map((r) => ({ ...r, link: recordLink(r.kind, r.id) })));
          room -= rows.length;
        }
        offset = Math.max(0, offset - n);
      }
      return { list, total, current: q.current, pageSize: q.pageSize };
    },
  };
}
export type CardsService = ReturnType<typeof cardsService>;
