import DOMPurify from 'dompurify';

// Links in records open outside the console and may not reach back into it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const HAS_TAG = /<([a-z][a-z0-9]*)\b[^>]*>/i;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Herbal records are stored as rich text (sanitised by the server too; a record may also
 * come from an import). Plain text keeps its paragraphs; HTML keeps only harmless markup:
 * no scripts, handlers, styles, forms or frames.
 */
export function sanitizeRichText(input: string): string {
  if (!input.trim()) return '';
  if (!HAS_TAG.test(input)) {
    return input
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  const clean = DOMPurify.sanitize(input, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  // A link whose target was refused (or stored as `<a href>` by an older server) reloads the app
  // when clicked: it becomes its plain text. Done on the cleaned tree, so its content is clean too.
  for (const a of Array.from(clean.querySelectorAll('a'))) {
    if (!a.getAttribute('href')?.trim()) a.replaceWith(...Array.from(a.childNodes));
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}
