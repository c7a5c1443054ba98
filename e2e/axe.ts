import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Before axe measures colours: CSS transitions settle (hover, theme), then keyframe animations
 * and transitions not yet started are cut to their end (a route's content fades in), so axe
 * sees the final colours people read, not a frame of a fade.
 */
export async function settleForAxe(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length,
      ),
    )
    .toBe(0);
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * No serious or critical axe violation on the page (or within `within`), once it has settled —
 * what specs/accessibility.spec.ts asks of the main screens. `soft`: the test goes on and
 * reports every screen's violations at the end.
 */
export async function expectAccessible(
  page: Page,
  what = '',
  opts: { within?: string; soft?: boolean } = {},
): Promise<void> {
  // Away from any hover state, then settled.
  await page.mouse.move(0, 0);
  await settleForAxe(page);
  const builder = new AxeBuilder({ page });
  const result = await (opts.within ? builder.include(opts.within) : builder).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what ? `${what}: ` : ''}${v.id} ${v.help} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  (opts.soft ? expect.soft(bad, bad.join('\n')) : expect(bad, bad.join('\n'))).toEqual([]);
}
