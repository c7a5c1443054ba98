import type { ReportDocumentLang } from '@yaoshi/contracts';

/**
 * Every word the report PDF prints, in both languages of the interface. The PDF is one
 * language at a time (`?lang=`); headings carry the other language's name in small type only
 * where a reader of either needs it (the title and the watermark).
 */
export interface ReportLabels {
  title: string;
  titleOther: string;
  reportNum: string;
  reportName: string;
  lab: string;
  testedAt: string;
  standard: string;
  sampleSection: string;
  sampleNum: string;
  sampleName: string;
  kind: { matter: string; product: string };
  subject: { matter: string; product: string };
  source: string;
  region: string;
  collectedAt: string;
  collector: string;
  grade: string;
  state: string;
  itemsSection: string;
  item: string;
  method: string;
  limit: string;
  result: string;
  unit: string;
  verdictCol: string;
  verdict: { pass: string; fail: string; none: string; inconclusive: string };
  /** The heading of the decision rules under the items. */
  decisionRule: string;
  /** Each decision rule's name and its definition (report-results.ts DECISION_RULES). */
  rules: Record<'simple' | 'guarded', { name: string; definition: string }>;
  /** The footnote of results with a typed "± U" (no validated method). */
  uncertainty: string;
  /** The footnote of results whose U was derived from a validated method's budget. */
  uncertaintyDerived: string;
  /** In the result cell of a result outside its method's validated range. */
  outOfRange: string;
  /** Under the items: which results lie outside their method's validated range. */
  rangeNotice: (items: string) => string;
  /** A pharmacopoeia edition as named in this language ("2020年版 一部" → …). */
  edition: (year: number, volume: string) => string;
  /** Said when a limit was judged against an edition older than the one in force. */
  editionNotice: (editions: string) => string;
  conclusionSection: string;
  note: string;
  signoffSection: string;
  step: { tested: string; verified: string; published: string };
  by: string;
  at: string;
  notYet: string;
  /** A step done before the lifecycle kept who did it. */
  notRecorded: string;
  /** Before the reason of a self-verification. */
  selfVerified: string;
  noItems: string;
  /** Under the items table of an English document whose item names were rendered from the glossary. */
  itemNamesTranslated: string;
  limitSource: string;
  qrCaption: string;
  draft: string;
  void: string;
  /** `a（b）` / `a (b)` */
  paren: (a: string, b: string) => string;
  /** `a：b` / `a: b` */
  colon: (a: string, b: string) => string;
  invalidated: string;
  demo: string;
  page: (n: number, total: number) => string;
  generated: string;
  states: Record<string, string>;
}

const STATES_ZH: Record<string, string> = {
  registered: '已登记',
  received: '已接收',
  testing: '检测中',
  to_verify: '待审核',
  verified: '已审核',
  published: '已发布',
  rejected: '已拒收',
  retest: '已复检',
};
const STATES_EN: Record<string, string> = {
  registered: 'Registered',
  received: 'Received',
  testing: 'Testing',
  to_verify: 'To verify',
  verified: 'Verified',
  published: 'Published',
  rejected: 'Rejected',
  retest: 'Retested',
};

export const REPORT_LABELS: Record<ReportDocumentLang, ReportLabels> = {
  'zh-CN': {
    title: '检测报告',
    titleOther: 'TESTING REPORT',
    reportNum: '报告编号',
    reportName: '报告名称',
    lab: '检测机构',
    testedAt: '检测日期',
    standard: '判定依据',
    sampleSection: '样品信息',
    sampleNum: '样品编号',
    sampleName: '样品名称',
    kind: { matter: '物质样品', product: '产品样品' },
    subject: { matter: '所属物质', product: '所属产品' },
    source: '样品来源',
    region: '采集地',
    collectedAt: '采集日期',
    collector: '采集人',
    grade: '等级',
    state: '样品状态',
    itemsSection: '检测项目',
    item: '检测项目',
    method: '检测方法',
    limit: '限值',
    result: '检测结果',
    unit: '单位',
    verdictCol: '单项判定',
    verdict: { pass: '合格', fail: '不合格', none: '不判定', inconclusive: '不确定' },
    decisionRule: '判定规则',
    rules: {
      simple: {
        name: '简单接受',
        definition: '测量值直接与限值比较：不超过上限（不低于下限）即合格，等于限值视为合格。',
      },
      guarded: {
        name: '保护带接受',
        definition:
          '计入扩展不确定度 U：测量值 + U 不超过上限（测量值 − U 不低于下限）为合格；测量值 − U 超过上限（测量值 + U 低于下限）为不合格；其余为不确定。',
      },
    },
    uncertainty: '未注明 k 的“± U”为录入的扩展不确定度（该项目无已确认的方法），包含因子 k = 2（约 95 % 置信水平）。',
    uncertaintyDerived:
      '注明 k 的“± U”由方法确认记录的不确定度评定导出：U = k × u_c,rel × 结果，u_c,rel 为各分量相对标准不确定度的方和根。',
    outOfRange: '超出方法验证范围',
    rangeNotice: (items) => `以下结果超出方法的验证范围，仅供参考：${items}。`,
    edition: (year, volume) => `《中华人民共和国药典》${year}年版${volume ? ` ${volume}部` : ''}`,
    editionNotice: (editions) =>
      `本报告的限度取自${editions}；现行版为《中华人民共和国药典》2025年版（2025年10月1日起施行），这些限度尚未与2025年版核对，引用前请以现行版原文为准。`,
    conclusionSection: '检测结论',
    note: '备注',
    signoffSection: '检测、审核与发布',
    step: { tested: '检测', verified: '审核', published: '发布' },
    by: '人员',
    at: '时间',
    notYet: '尚未进行',
    notRecorded: '未记录',
    selfVerified: '自行审核：',
    noItems: '本报告没有检测项目。',
    itemNamesTranslated: '',
    limitSource: '限值来源',
    qrCaption: '扫码查看报告',
    draft: '草稿 DRAFT',
    void: '作废 VOID',
    paren: (a, b) => `${a}（${b}）`,
    colon: (a, b) => `${a}：${b}`,
    invalidated: '本报告已因复检作废',
    demo: '演示数据，非真实检测结果',
    page: (n, total) => `第 ${n} 页 / 共 ${total} 页`,
    generated: '生成时间',
    states: STATES_ZH,
  },
  'en-US': {
    title: 'TESTING REPORT',
    titleOther: '检测报告',
    reportNum: 'Report no.',
    reportName: 'Report',
    lab: 'Laboratory',
    testedAt: 'Tested on',
    standard: 'Judged against',
    sampleSection: 'Sample',
    sampleNum: 'Sample no.',
    sampleName: 'Sample name',
    kind: { matter: 'Matter sample', product: 'Product sample' },
    subject: { matter: 'Matter', product: 'Product' },
    source: 'Source',
    region: 'Collected in',
    collectedAt: 'Collected on',
    collector: 'Collector',
    grade: 'Grade',
    state: 'Sample state',
    itemsSection: 'Tested items',
    item: 'Item',
    method: 'Method',
    limit: 'Limit',
    result: 'Result',
    unit: 'Unit',
    verdictCol: 'Verdict',
    verdict: { pass: 'Pass', fail: 'Fail', none: 'Not judged', inconclusive: 'Inconclusive' },
    decisionRule: 'Decision rule',
    rules: {
      simple: {
        name: 'Simple acceptance',
        definition: 'The measured value is compared with the limit: at or within the limit passes, beyond it fails.',
      },
      guarded: {
        name: 'Guarded acceptance',
        definition:
          'With the expanded uncertainty U: pass only if value + U is within the upper limit (value − U within the lower); fail if value − U exceeds the upper limit (value + U is below the lower); otherwise inconclusive.',
      },
    },
    uncertainty:
      '"± U" without k is a typed expanded uncertainty (the item has no validated method), with coverage factor k = 2 (about 95 % confidence).',
    uncertaintyDerived:
      '"± U" with k is derived from the validated method\'s uncertainty budget: U = k × u_c,rel × result, u_c,rel being the root sum of squares of the relative standard uncertainties of its components.',
    outOfRange: 'outside validated range',
    rangeNotice: (items) =>
      `These results lie outside their method's validated range and are given for information only: ${items}.`,
    edition: (year, volume) =>
      `Chinese Pharmacopoeia, ${year} edition${volume ? `, volume ${({ 一: 'I', 二: 'II', 三: 'III', 四: 'IV' } as Record<string, string>)[volume] ?? volume}` : ''}`,
    editionNotice: (editions) =>
      `The limits of this report were taken from the ${editions}. The Chinese Pharmacopoeia 2025 edition has been in force since 1 October 2025; these limits have not yet been checked against it: before citing one, check it against the edition in force.`,
    conclusionSection: 'Conclusion',
    note: 'Note',
    signoffSection: 'Tested, verified and published',
    step: { tested: 'Tested', verified: 'Verified', published: 'Published' },
    by: 'By',
    at: 'On',
    notYet: 'not yet',
    notRecorded: 'not recorded',
    selfVerified: 'self-verified: ',
    noItems: 'This report has no tested items.',
    itemNamesTranslated:
      "Item names and methods marked * are translated from the Chinese with Yaoshi's glossary of terms; others are printed as entered.",
    limitSource: 'Limit sources',
    qrCaption: 'Scan to open the report',
    draft: 'DRAFT 草稿',
    void: 'VOID 作废',
    paren: (a, b) => `${a} (${b})`,
    colon: (a, b) => `${a}: ${b}`,
    invalidated: 'This report was invalidated by a retest',
    demo: 'Demo data, not a real test result',
    page: (n, total) => `Page ${n} of ${total}`,
    generated: 'Generated',
    states: STATES_EN,
  },
};

/** The conclusion sentence of a report, from its verdict and items. */
export function conclusionOf(
  lang: ReportDocumentLang,
  r: {
    verdict: 'pass' | 'fail' | 'none' | 'inconclusive';
    standard: string;
    item_count: number;
    fail_count: number;
    failed: string[];
  },
): string {
  const std = r.standard.trim();
  // Name at most five failing items: the table shows them all.
  const more = r.failed.length - 5;
  const named = r.failed.slice(0, 5);
  if (lang === 'zh-CN') {
    if (r.item_count === 0) return '本报告没有检测项目，不作判定。';
    const basis = std ? `依据 ${std}，` : '';
    if (r.verdict === 'fail') {
      return `经检验，${basis}所检 ${r.item_count} 项中 ${r.fail_count} 项不符合限值要求（${named.join('、')}${more > 0 ? ' 等' : ''}），判定为不合格。`;
    }
    if (r.verdict === 'pass') return `经检验，${basis}所检 ${r.item_count} 项中有限值的项目均符合要求，判定为合格。`;
    if (r.verdict === 'inconclusive') {
      return `经检验，${basis}所检 ${r.item_count} 项中无不合格项，但有项目的测量值计入不确定度后跨越限值，按所述判定规则结论为不确定。`;
    }
    return `经检验，所检 ${r.item_count} 项均无可判定的限值或结果，不作判定。`;
  }
  if (r.item_count === 0) return 'This report has no tested items; no verdict is given.';
  const basis = std ? ` against ${std}` : '';
  if (r.verdict === 'fail') {
    return `Tested${basis}: ${r.fail_count} of ${r.item_count} items exceed their limits (${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}). Verdict: FAIL.`;
  }
  if (r.verdict === 'inconclusive') {
    return `Tested${basis}: no item fails, but for at least one the uncertainty interval spans its limit, so under the stated decision rule the verdict is INCONCLUSIVE.`;
  }
  if (r.verdict === 'pass') {
    return `Tested${basis}: every item of the ${r.item_count} tested that has a limit is within it. Verdict: PASS.`;
  }
  return `None of the ${r.item_count} items tested has a limit or result to judge; no verdict is given.`;
}

/** A revision as a document names it: the one it supersedes and why, or its successor. */
export interface RevisionFacts {
  number: number;
  reason: string;
  supersedes: { report_num: string; revision: number } | null;
  superseded_by: { report_num: string; revision: number } | null;
}

/**
 * The revision line printed under the report number: "Revision 2, supersedes revision 1
 * (TR-…): <reason>" and, on a superseded one, "Superseded by revision 2 (TR-…-R2)"; '' for a
 * first revision still in force.
 */
export function revisionNotice(lang: ReportDocumentLang, r: RevisionFacts): string {
  const zh = lang === 'zh-CN';
  const parts: string[] = [];
  if (r.supersedes) {
    const s = r.supersedes;
    parts.push(
      zh
        ? `第 ${r.number} 版，替代第 ${s.revision} 版（${s.report_num}）：${r.reason}`
        : `Revision ${r.number}, supersedes revision ${s.revision} (${s.report_num}): ${r.reason}`,
    );
  }
  if (r.superseded_by) {
    const n = r.superseded_by;
    parts.push(
      zh
        ? `本报告（第 ${r.number} 版）已被第 ${n.revision} 版（${n.report_num}）替代`
        : `This report (revision ${r.number}) is superseded by revision ${n.revision} (${n.report_num})`,
    );
  }
  return parts.join(zh ? '。' : '. ');
}
