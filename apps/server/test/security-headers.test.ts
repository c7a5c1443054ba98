import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import security, { inlineScriptHashes } from '../src/plugins/security';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP lets index.html's own inline script run (the static first screen's theme) and no other. */
describe('security headers: inline scripts of index.html', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  async function cspFor(indexHtml: string | null): Promise<string> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-csp-'));
    dirs.push(dir);
    if (indexHtml !== null) fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
    const app = Fastify();
    await app.register(security, { webDist: dir });
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return String(res.headers['content-security-policy']);
  }
  const scriptSrc = (csp: string) =>
    csp
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim();

  it('hashes the inline scripts only, exactly as written', () => {
    const html = `<head><script>let a = 1;</script><script type="module" crossorigin src="/assets/x.js"></script>
      <script type="text/javascript">
        b()
      </script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('let a = 1;'), sha('\n        b()\n      ')]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it("allows index.html's inline script by its hash, and nothing inline without an index", async () => {
    const html = '<html><head><script>document.documentElement.dataset.x = "1";</script></head></html>';
    expect(scriptSrc(await cspFor(html))).toBe(`script-src 'self' ${sha('document.documentElement.dataset.x = "1";')}`);
    expect(scriptSrc(await cspFor(html.replace('"1"', '"2"')))).not.toContain(
      sha('document.documentElement.dataset.x = "1";'),
    );
    expect(scriptSrc(await cspFor(null))).toBe("script-src 'self'");
  });

  it("allows the web app's own first-screen script", async () => {
    const html = fs.readFileSync(path.join(__dirname, '../../web/index.html'), 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(html).toContain("localStorage.getItem('yaoshi-settings')");
    expect(scriptSrc(await cspFor(html))).toBe(`script-src 'self' ${hashes[0]}`);
  });
});
