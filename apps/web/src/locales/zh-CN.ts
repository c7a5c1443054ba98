/**
 * Every namespace file of zh-CN, merged into one flat dictionary. Add a feature's texts by
 * dropping `zh-CN/<namespace>.json` (keys prefixed by namespace). Each language is its own
 * chunk, loaded when it is shown.
 */
const files = import.meta.glob<Record<string, string>>('./zh-CN/*.json', { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
