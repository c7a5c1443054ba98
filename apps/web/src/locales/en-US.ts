/**
 * Every namespace file of en-US, merged into one flat dictionary. Add a feature's texts by
 * dropping `en-US/<namespace>.json` (keys prefixed by namespace). Each language is its own
 * chunk, loaded when it is shown.
 */
/**
 * Glossary: one English term per concept, the same in every namespace file, in the server's
 * message files (apps/server, one per domain) and in docs/. Use these words; a new text that
 * needs another word for one of these concepts changes the glossary first (zh-CN.ts holds the
 * same list).
 *
 *   物质 (a catalogue record)         Matter / matters (not "substance": that word is kept for
 *                                     the category, 药食同源物质 = medicine-food homologous substances)
 *   产品                              Product
 *   物质样品 / 产品样品               Matter sample / Product sample
 *   检测报告                          Testing report
 *   检测项目                          Test item
 *   判定 (合格 / 不合格)              Verdict (Pass / Fail)
 *   法规                              Regulation
 *   上线 / 下线                       Online / Offline (an offline record is a draft)
 *   访客 / 研究人员 / 数据管理员      Visitor / Researcher / Curator
 *   消息中心                          Message center
 *   操作日志                          Operation log
 *   仅中文 (a value with no English)  Chinese only (marked, never shown bare)
 *
 * Counted texts use i18next plural keys: `<key>_one` beside `<key>` (the other forms), both
 * languages (Chinese repeats the text: it has one form).
 */
const files = import.meta.glob<Record<string, string>>('./en-US/*.json', { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
