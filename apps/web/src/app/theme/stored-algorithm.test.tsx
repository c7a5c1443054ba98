import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/config/settings';
import { appTheme, seedOf, storedAlgorithm } from './app-theme';
import { FONT_FAMILY } from './font';

function Probe() {
  const { token } = theme.useToken();
  return <span data-testid="probe">{`${token.colorPrimaryBg} ${token.colorBgContainer}`}</span>;
}

describe("the stored theme's algorithm", () => {
  const token = { colorPrimary: '#165DFF', borderRadius: 4 };
  const derived = theme.defaultAlgorithm(seedOf({ token }));

  it("answers antd's first render with the stored derivation, without deriving", () => {
    const real = vi.fn(theme.defaultAlgorithm);
    render(
      <ConfigProvider
        theme={{
          token,
          algorithm: storedAlgorithm(real, seedOf({ token }), { ...derived, colorPrimaryBg: '#abcdef' }),
        }}
      >
        <Probe />
      </ConfigProvider>,
    );
    expect(real).not.toHaveBeenCalled();
    expect(screen.getByTestId('probe').textContent).toBe(`#abcdef ${derived.colorBgContainer}`);
  });

  it('derives any other seed as the real algorithm does', () => {
    const real = vi.fn(theme.defaultAlgorithm);
    const algorithm = storedAlgorithm(real, seedOf({ token }), derived);
    expect(algorithm(seedOf({ token: { ...token, colorPrimary: '#00B42A' } }))).toEqual(
      theme.defaultAlgorithm(seedOf({ token: { ...token, colorPrimary: '#00B42A' } })),
    );
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('is what the shipped themes use, light and dark', () => {
    for (const dark of [false, true]) {
      const { config } = appTheme(DEFAULT_SETTINGS.themeColor, dark, FONT_FAMILY);
      const real = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
      const algorithm = config.algorithm as typeof real;
      expect(algorithm).not.toBe(real);
      expect(algorithm(seedOf(config))).toEqual(real(seedOf(config)));
    }
  });
});
