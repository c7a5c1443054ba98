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
