import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';
import { contrast } from './contrast';

describe('appTheme', () => {
  for (const dark of [false, true]) {
    for (const color of ['#165DFF', '#7BC616', '#F77234', '#14C9C9']) {
      it(`keeps primary text readable (${dark ? 'dark' : 'light'}, ${color})`, () => {
        const { config, cssVars } = appTheme(color, dark, 'sans-serif');
        const t = theme.getDesignToken(config);
        expect(contrast(t.colorPrimary, t.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(cssVars['--yaoshi-primary-text']!, cssVars['--yaoshi-primary-bg']!)).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(contrast(t.colorLink, t.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
        const button = config.components!.Button as { primaryColor: string; colorError: string };
        expect(contrast(button.primaryColor, t.colorPrimary)).toBeGreaterThanOrEqual(4.5);
        for (const bg of [t.colorBgContainer, dark ? '#262626' : '#fafafa'])
          expect(contrast(button.colorError, bg)).toBeGreaterThanOrEqual(4.5);
        const tag = config.components!.Tag as Record<string, string>;
        const tokens = t as unknown as Record<string, string>;
        for (const key of ['green', 'orange', 'gold', 'cyan', 'red', 'blue'])
          expect(contrast(tag[`${key}7`]!, tokens[`${key}1`]!), key).toBeGreaterThanOrEqual(4.5);
        for (const key of ['Success', 'Warning', 'Error', 'Info'])
          expect(contrast(tag[`color${key}`]!, tokens[`color${key}Bg`]!), key).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('leaves a readable theme colour as it is', () => {
    expect(appTheme('#165DFF', false, 'sans-serif').config.token?.colorPrimary).toBe('#165DFF');
  });

  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });
});
