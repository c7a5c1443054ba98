/**
 * Every namespace file of en-US, merged into one flat dictionary. Add a feature's texts by
 * dropping `en-US/<namespace>.json` (keys prefixed by namespace). Each language is its own
 * chunk, loaded when it is shown.
 */
const files = import.meta.glob<Record<string, string>>('./en-US/*.json', { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
