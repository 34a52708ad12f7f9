import { generateProduct } from './generator';
import { platformInfo, type PlatformKey } from './platforms';
import { createRng, seedFor } from './random';

const SALT_IMAGE = 3;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

/** A 16:9 cover for product `id`: gradient, shapes, title and platform (a few hundred bytes of SVG). */
export function coverSvg(id: number): string {
  const { row } = generateProduct(id);
  const rng = createRng(seedFor(id, SALT_IMAGE));
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 140)) % 360;
  const shapes = Array.from({ length: 5 }, () => {
    const x = rng.int(0, 640);
    const y = rng.int(0, 360);
    const r = rng.int(20, 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + rng.int(0, 90)) % 360} 70% 70%)" opacity="0.18"/>`;
  }).join('');
  const lines = wrap(row.companyName, 22);
  const size = lines.length > 2 ? 34 : 40;
  const top = 180 - ((lines.length - 1) * size * 1.15) / 2;
  const title = lines
    .map(
      (line, i) =>
        `<text x="320" y="${(top + i * size * 1.15).toFixed(0)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = platformInfo[row.platform as PlatformKey].label;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(row.companyName)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 28%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 16%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>${shapes}
<g fill="#fff" font-family="system-ui, sans-serif" font-weight="700" text-anchor="middle" dominant-baseline="middle">${title}</g>
<rect x="20" y="308" width="${label.length * 11 + 24}" height="32" rx="6" fill="#000" opacity="0.45"/>
<text x="32" y="330" fill="#fff" font-family="system-ui, sans-serif" font-size="18">${escapeXml(label)}</text>
</svg>`;
}

/** Screenshot `n` (1-based) of product `id`: a landscape scene; null when the product has no such shot. */
export function screenshotSvg(id: number, n: number): string | null {
  const { row } = generateProduct(id);
  if (n < 1 || n > row.screenshots!.length) return null;
  const rng = createRng(seedFor(id * 8 + n, SALT_IMAGE));
  const hue = rng.int(0, 359);
  const ridge = (base: number, jitter: number) => {
    const points = ['0,720'];
    for (let x = 0; x <= 1280; x += 160) points.push(`${x},${base + rng.int(-jitter, jitter)}`);
    points.push('1280,720');
    return points.join(' ');
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720" role="img" aria-label="${escapeXml(`${row.companyName} screenshot ${n}`)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 70% 85%)"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#s)"/>
<circle cx="${rng.int(100, 1180)}" cy="${rng.int(80, 260)}" r="${rng.int(40, 90)}" fill="hsl(${(hue + 180) % 360} 90% 80%)"/>
<polygon points="${ridge(430, 120)}" fill="hsl(${hue} 35% 35%)"/>
<polygon points="${ridge(540, 70)}" fill="hsl(${hue} 40% 22%)"/>
<polygon points="${ridge(640, 30)}" fill="hsl(${hue} 45% 12%)"/>
<rect x="32" y="32" width="260" height="20" rx="4" fill="#000" opacity="0.4"/><rect x="36" y="36" width="${rng.int(60, 250)}" height="12" rx="3" fill="hsl(${(hue + 120) % 360} 80% 60%)"/>
</svg>`;
}
