/**
 * Every namespace file of this language, merged into one flat dictionary. Add a feature's
 * texts by dropping `<namespace>.json` beside this file (keys prefixed by namespace).
 * Each language is its own chunk, loaded when it is shown.
 */
const files = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' });

const messages: Record<string, string> = Object.assign({}, ...Object.values(files));
export default messages;
