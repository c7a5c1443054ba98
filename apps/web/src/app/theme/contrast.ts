/** WCAG 2 contrast of two opaque `#rrggbb` colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `hex` mixed with white by `t` (0 … 1). */
export function tint(hex: string, t: number): string {
  return `#${rgb(hex)
    .map((v) => Math.round(v + (255 - v) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** `hex` mixed with black by `t` (0 … 1). */
export function shade(hex: string, t: number): string {
  return `#${rgb(hex)
    .map((v) => Math.round(v * (1 - t)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}
