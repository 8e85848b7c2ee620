/** WCAG 2.x contrast between colours, for the tests that hold our palettes to AA. */

export type Linear = readonly [number, number, number];

const decode = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (c: number) => Math.min(1, Math.max(0, c));

/** Linear-light sRGB of a #rrggbb colour. */
export function fromHex(hex: string): Linear {
  return [1, 3, 5].map((i) => decode(Number.parseInt(hex.slice(i, i + 2), 16) / 255)) as unknown as Linear;
}

/** Linear-light sRGB of a CSS `oklch(L C h)` colour (L from 0 to 1), clipped to the sRGB gamut. */
export function fromOklch(lightness: number, chroma: number, hue: number): Linear {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

const luminance = ([r, g, b]: Linear) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

export function contrastRatio(a: Linear, b: Linear): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
