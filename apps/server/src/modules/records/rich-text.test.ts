import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('turns a link to a javascript: target into its plain text, never an empty href', () => {
    expect(sanitizeRichText('<p>见 <a href="javascript:alert(1)">出处</a>。</p>')).toBe('<p>见 出处。</p>');
    for (const href of [' JaVaScRiPt:alert(1)', 'jav&#x09;ascript:alert(1)', 'vbscript:x', 'data:text/html,x', '']) {
      const out = sanitizeRichText(`<a href="${href}">t</a>`);
      expect(out).toBe('t');
    }
  });

  it('drops an anchor without href but keeps its text and markup', () => {
    expect(sanitizeRichText('<a>bare</a> <a title="x"><b>bold</b></a>')).toBe('bare <b>bold</b>');
  });

  it('keeps safe links with their closing tags, also inside a dropped one', () => {
    expect(sanitizeRichText('<a href="https://example.org" title="t">ok</a> <a href="#s">s</a>')).toBe(
      '<a href="https://example.org" title="t">ok</a> <a href="#s">s</a>',
    );
    expect(sanitizeRichText('<a href="javascript:x"><b>in <a href="https://a.b">n</a></b> after</a>')).toBe(
      '<b>in <a href="https://a.b">n</a></b> after',
    );
  });

  it('still removes scripts and handlers', () => {
    const out = sanitizeRichText('<p onclick="x()">a</p><script>alert(1)</script><img src="x" onerror="y()">');
    expect(out).not.toMatch(/onclick|onerror|<script/);
  });
});
