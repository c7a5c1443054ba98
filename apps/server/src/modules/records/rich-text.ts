import xss from 'xss';

// xss is CommonJS and sets its helpers on the exported function at run time, where Node's
// named ESM imports cannot see them.
const { FilterXSS, parseAttr, safeAttrValue } = xss as unknown as typeof import('xss');

// An href is checked without CSS (only style attributes use the filter).
const NO_CSS = { process: (value: string) => value };

/** The href of an opening `<a …>` tag as written, or null when it has none. */
function hrefOf(tagHtml: string): string | null {
  const found: string[] = [];
  parseAttr(tagHtml.replace(/^<a/i, '').replace(/\/?>$/, ''), (name, value) => {
    if (name.toLowerCase() === 'href') found.push(value);
    return '';
  });
  return found[0] ?? null;
}

/**
 * Rich text (herbal records) as it may be stored: xss's default allow list, except that a link
 * whose target is refused (javascript:, vbscript:, data: pages…) or missing keeps its text and
 * loses the anchor, because xss alone leaves `<a href>`, which reloads the app when clicked.
 */
export function sanitizeRichText(html: string): string {
  // Whether each open anchor was kept, so its closing tag follows the same choice.
  const open: boolean[] = [];
  const filter = new FilterXSS({
    onTag(tag, tagHtml, info) {
      if (tag !== 'a') return undefined;
      if (info.isClosing) return open.pop() === false ? '' : undefined;
      const href = hrefOf(tagHtml);
      const kept = href !== null && safeAttrValue('a', 'href', href, NO_CSS).trim() !== '';
      if (!/\/>$/.test(tagHtml)) open.push(kept);
      return kept ? undefined : '';
    },
  });
  return filter.process(html);
}
