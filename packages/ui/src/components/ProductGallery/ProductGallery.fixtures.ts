// Story and test images: inline SVGs, so nothing is fetched. Colours here are picture content, not UI.
const hues = [262, 200, 150, 30, 340, 90, 0, 220, 120, 280];

export function sampleImage(label: string, index = 0): string {
  const hue = hues[index % hues.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="hsl(${hue} 45% 35%)"/><text x="640" y="380" font-family="sans-serif" font-size="96" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleScreenshots = (count: number) =>
  Array.from({ length: count }, (_, index) => sampleImage(`Screenshot ${index + 1}`, index + 1));
