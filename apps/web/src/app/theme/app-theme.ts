import { theme, type ThemeConfig } from 'antd';
import { contrast, shade, tint } from './contrast';
import { PRECOMPUTED_THEMES } from './precomputed-themes';

/** WCAG AA for normal text. */
const AA = 4.5;

export interface AppTheme {
  config: ThemeConfig;
  /** CSS variables for the app's own styles (navbar, footer, badges). */
  cssVars: Record<string, string>;
}

const cache = new Map<string, AppTheme>();

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
const STATUSES = ['Success', 'Info', 'Error', 'Warning'] as const;

/** `color` shaded (light theme) or tinted (dark theme) until it reads on every `bg`. */
function readableOn(color: string, bg: string | string[], dark: boolean): string {
  const bgs = Array.isArray(bg) ? bg : [bg];
  const reads = (c: string) => bgs.every((b) => contrast(c, b) >= AA);
  let out = color;
  for (let step = 1; step <= 12 && !reads(out); step++)
    out = dark ? tint(color, step * 0.07) : shade(color, step * 0.07);
  return out;
}

/**
 * What a theme is stored as in precomputed-themes.ts: the config without its algorithm (a
 * function), and what that algorithm derives from the seed antd gives it for this config.
 */
export type StoredTheme = {
  config: Omit<ThemeConfig, 'algorithm'>;
  cssVars: Record<string, string>;
  derived: Record<string, unknown>;
};

type Algorithm = typeof theme.defaultAlgorithm;
type Seed = Parameters<Algorithm>[0];

/** The seed antd derives a config's tokens from: its defaults under the config's own tokens. */
export const seedOf = (config: Pick<ThemeConfig, 'token'>) => ({ ...theme.defaultSeed, ...config.token }) as Seed;

/** JSON with the keys in order, so two equal seeds give one text whatever their key order. */
const canonical = (o: object) =>
  JSON.stringify(Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1))));

/**
 * The theme's algorithm, answering the stored theme's own seed with the stored derivation and
 * any other seed as the real algorithm does: antd derives a theme's tokens on the first render
 * of every page load, a long task on a phone.
 */
export function storedAlgorithm(real: Algorithm, seed: Seed, derived: object): Algorithm {
  const key = canonical(seed);
  return (s) => (canonical(s) === key ? (derived as ReturnType<Algorithm>) : real(s));
}

export const themeKey = (themeColor: string, dark: boolean, fontFamily: string) =>
  `${themeColor}|${dark}|${fontFamily}`;

/**
 * antd's defaults put some text under 4.5:1 (tertiary grey, links in #1677ff, the dark
 * algorithm's primary on its own background). The curator's theme colour stays the seed; where
 * the derived colour would be too faint it is tinted (dark) or shaded (light) just enough.
 * The default colour's light and dark themes come precomputed (precomputed-themes.ts, checked by
 * a unit test), because deriving one would delay the first render, most of all on a phone.
 */
export function appTheme(themeColor: string, dark: boolean, fontFamily: string): AppTheme {
  const key = themeKey(themeColor, dark, fontFamily);
  const hit = cache.get(key);
  if (hit) return hit;
  const stored = PRECOMPUTED_THEMES[key];
  const result: AppTheme = stored
    ? {
        config: {
          ...stored.config,
          algorithm: storedAlgorithm(
            dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
            seedOf(stored.config),
            stored.derived,
          ),
        },
        cssVars: stored.cssVars,
      }
    : computeAppTheme(themeColor, dark, fontFamily);
  cache.set(key, result);
  return result;
}

/** appTheme without the cache and the precomputed themes. */
export function computeAppTheme(themeColor: string, dark: boolean, fontFamily: string): AppTheme {
  const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const base = {
    fontFamily,
    borderRadius: 4,
    // antd's 0.45 alpha grey is 3.4:1 on white; 0.56 is 5:1 (0.5 on the dark background).
    colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.56)',
    colorTextDescription: dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.56)',
    // Select placeholders are text people must read (antd: 0.25 alpha, 1.8:1).
    colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.55)' : 'rgba(0, 0, 0, 0.56)',
  };
  // The colours read here are all map tokens: the algorithm alone derives them, without the
  // alias tokens getDesignToken adds (several times cheaper; this runs before the first render).
  const derive = (primary: string) =>
    algorithm({ ...theme.defaultSeed, ...base, colorPrimary: primary, colorLink: primary } as typeof theme.defaultSeed);
  let seed = themeColor;
  let tokens = derive(seed);
  // Links and selected items also sit on hovered rows and popups (up to #262626 in dark).
  const surfaces = (t: typeof tokens) => [
    t.colorBgContainer,
    t.colorBgLayout,
    t.colorBgElevated,
    ...(dark ? ['#262626'] : ['#fafafa']),
  ];
  const readable = (t: typeof tokens) => surfaces(t).every((bg) => contrast(t.colorPrimary, bg) >= AA);
  for (let step = 1; step <= 10 && !readable(tokens); step++) {
    seed = dark ? tint(themeColor, step * 0.08) : shade(themeColor, step * 0.06);
    tokens = derive(seed);
  }
  // Selected menu items and the role badge: the primary colour on a tint of itself.
  const selectedBg = dark ? shade(tokens.colorPrimary, 0.7) : tint(tokens.colorPrimary, 0.9);
  let selectedText = tokens.colorPrimary;
  for (let step = 1; step <= 10 && contrast(selectedText, selectedBg) < AA; step++)
    selectedText = dark ? tint(tokens.colorPrimary, step * 0.1) : shade(tokens.colorPrimary, step * 0.1);
  // Tags write a preset's 7th shade on its 1st (and status colours on their Bg): antd's green,
  // orange, gold, cyan, lime and the status colours fall under 4.5:1 there.
  const record = tokens as unknown as Record<string, string>;
  const tag: Record<string, string> = {};
  for (const key of PRESETS) tag[`${key}7`] = readableOn(record[`${key}7`]!, record[`${key}1`]!, dark);
  for (const key of STATUSES) tag[`color${key}`] = readableOn(record[`color${key}`]!, record[`color${key}Bg`]!, dark);
  // Status text elsewhere (trends, verdicts) sits on the container background.
  const text: Record<string, string> = {};
  for (const key of STATUSES)
    text[`color${key}Text`] = readableOn(record[`color${key}Text`]!, tokens.colorBgContainer, dark);
  // Danger link buttons (delete in table rows) sit on rows, hovered rows and fixed columns.
  const danger = readableOn(tokens.colorError, surfaces(tokens), dark);
  // A primary light enough to read on the dark page is too light for white text on it.
  const onPrimary = contrast('#ffffff', tokens.colorPrimary) >= AA ? '#ffffff' : '#141414';
  const result: AppTheme = {
    config: {
      algorithm,
      token: { ...base, ...text, colorPrimary: seed, colorLink: seed },
      components: {
        Menu: { itemSelectedColor: selectedText, itemSelectedBg: selectedBg },
        Button: { primaryColor: onPrimary, colorError: danger, colorErrorHover: danger, colorErrorActive: danger },
        Tag: tag,
        Typography: {
          colorSuccess: text.colorSuccessText!,
          colorError: text.colorErrorText!,
          colorWarning: text.colorWarningText!,
        },
      },
    },
    cssVars: {
      '--yaoshi-text-secondary': tokens.colorTextSecondary,
      '--yaoshi-primary-text': selectedText,
      '--yaoshi-primary-bg': selectedBg,
    },
  };
  return result;
}
