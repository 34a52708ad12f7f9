import type { ProductCardData } from './ProductCard';

/** A cover image as an inline SVG data URL, so stories and tests need no network. */
export function coverImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><text x="200" y="160" font-family="sans-serif" font-size="28" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A cover of the given shape with text to its edges, as stores paint them: the title across the middle and a
 * platform badge in each bottom corner. A frame that cuts the cover cuts these.
 */
export function shapedCover(label: string, width: number, height: number, hue = 200): string {
  const badge = (x: number, anchor: string) =>
    `<text x="${x}" y="${height - 12}" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="white" text-anchor="${anchor}">STEAM</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 60% 35%)"/><rect x="3" y="3" width="${width - 6}" height="${height - 6}" fill="none" stroke="white" stroke-width="6"/><text x="${width / 2}" y="${height / 2}" font-family="sans-serif" font-size="${Math.round(width / 9)}" fill="white" text-anchor="middle">${label}</text>${badge(12, 'start')}${badge(width - 12, 'end')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = [
  'Cyberpunk 2077',
  'Elden Ring',
  'Hades II',
  'Baldur’s Gate 3',
  'Stardew Valley',
  'Hollow Knight: Silksong',
  'Diablo IV',
  'The Witcher 3: Wild Hunt',
];
const platformSets: Record<string, boolean>[] = [
  { steam: true },
  { steam: true, gog: true },
  { epic: true },
  { 'battle-net': true },
  { steam: true, epic: true, gog: false },
];

/** A product as the catalogue sends it (the card reads a subset of it). */
export function sampleProduct(index = 0, overrides: Partial<ProductCardData> = {}): ProductCardData {
  const name = names[index % names.length]!;
  return {
    id: index + 1,
    name: index < names.length ? name : `${name} ${Math.floor(index / names.length) + 1}`,
    price: index % 3 === 0 ? `${(19.99 + index).toFixed(2)}` : 9.5 + index * 2,
    image: coverImage(name, (index * 47) % 360),
    platforms: platformSets[index % platformSets.length]!,
    stock: 40 + index,
    stockTotal: 500,
    ...overrides,
  };
}

export const sampleProducts = (count: number) => Array.from({ length: count }, (_, i) => sampleProduct(i));
