// Small colour helpers for contrast checks and brand themes: opaque sRGB colours only.
type Rgb = [number, number, number];

/** The red, green and blue channels (0–255) of an opaque `#rgb`, `#rrggbb` or `rgb()` colour. */
export function rgbChannels(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*1(?:\.0*)?\s*)?\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new TypeError(`"${color}" is not an opaque #rgb, #rrggbb or rgb() colour.`);
}

const hex = (channels: Rgb) =>
  `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `from` moved `amount` (0–1) of the way towards `to`, as #rrggbb. */
export function mixColors(from: string, to: string, amount: number): string {
  const a = rgbChannels(from);
  const b = rgbChannels(to);
  return hex(a.map((channel, index) => channel + (b[index]! - channel) * amount) as Rgb);
}
