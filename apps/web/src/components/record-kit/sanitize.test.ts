import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, handlers and styles', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">《本草纲目》<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style/);
    expect(out).toContain('《本草纲目》');
  });

  it('drops javascript: links and opens others in a new window', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    const out = sanitizeRichText('<a href="https://example.org">src</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('turns a refused or empty link into its plain text, never an anchor with an empty href', () => {
    expect(sanitizeRichText('<p>见<a href="javascript:alert(1)">本草<b>纲目</b></a>。</p>')).toBe(
      '<p>见本草<b>纲目</b>。</p>',
    );
    // As an older server stored a refused link.
    expect(sanitizeRichText('<p><a href>旧链接</a><a href=" ">空</a></p>')).toBe('<p>旧链接空</p>');
    expect(sanitizeRichText('<p><a href="#s">锚点</a></p>')).toContain('<a href="#s"');
  });

  it('keeps paragraphs of plain text and escapes it', () => {
    expect(sanitizeRichText('第一段\n次行\n\n第二段 a<b')).toBe('<p>第一段<br>次行</p><p>第二段 a&lt;b</p>');
    expect(sanitizeRichText('  ')).toBe('');
  });
});
