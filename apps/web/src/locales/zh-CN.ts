/**
 * Every namespace file of zh-CN, merged into one flat dictionary. Add a feature's texts by
 * dropping `zh-CN/<namespace>.json` (keys prefixed by namespace). Each language is its own
 * chunk, loaded when it is shown.
 */
/**
 * 术语表：每个概念一个中文词、一个英文词（en-US.ts 有同一张表，英文以那里为准）。
 *
 *   物质（目录记录）  Matter        产品        Product
 *   物质样品          Matter sample 产品样品    Product sample
 *   检测报告          Testing report 检测项目   Test item
 *   判定（合格/不合格）Verdict (Pass / Fail)    法规        Regulation
 *   上线 / 下线       Online / Offline（下线即草稿）
 *   访客 / 研究人员 / 数据管理员  Visitor / Researcher / Curator
 *   消息中心          Message center 操作日志   Operation log
 *   仅中文            Chinese only（无英文译名的记录内容，英文界面中加标记）
 *
 * 计数文本用 i18next 复数键：`<key>_one` 与 `<key>` 并列，两种语言都要有（中文重复同一文本）。
 */
const files = import.meta.glob<Record<string, string>>('./zh-CN/*.json', { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
