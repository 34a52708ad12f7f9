import type { NewProductRow, SystemRequirement } from '../db/schema';
import { formatKey, platformInfo, platformKeys, type PlatformKey } from './platforms';
import { createRng, seedFor, WideRng, type Rng } from './random';
import * as w from './words';

/** A product as the catalogue generator makes it: its row plus how many keys it starts with. */
export type GeneratedProduct = { row: NewProductRow; stock: number };

const SALT_PRODUCT = 1;
const SALT_KEYS = 2;
const SALT_RELEASE = 4;
/** Release days are spread around this day (fixed, so the catalogue is the same whenever it is made). */
const RELEASE_ANCHOR = Date.UTC(2026, 11, 1);
const DAY = 86_400_000;

export const coverPath = (id: number) => `/images/products/${id}/cover.svg`;
export const screenshotPath = (id: number, n: number) => `/images/products/${id}/shot-${n}.svg`;

/** Product `id` (1-based) of the deterministic catalogue; it does not depend on how many are generated. */
export function generateProduct(id: number): GeneratedProduct {
  const rng = createRng(seedFor(id, SALT_PRODUCT));
  const kind = rng.next();
  const type = kind < 0.75 ? 'game' : kind < 0.9 ? 'dlc' : 'subscription';
  const { name, platform, base, euros } =
    type === 'game' ? gameName(rng) : type === 'dlc' ? dlcName(rng) : subscriptionName(rng);
  const info = platformInfo[platform];
  const genres = rng.sample(w.genres, rng.int(1, 3));
  const developer = `${rng.pick(w.studioFirst)} ${rng.pick(w.studioSecond)}`;
  const screenshots = Array.from({ length: rng.int(3, 5) }, (_, n) => screenshotPath(id, n + 1));
  const row: NewProductRow = {
    id,
    originalId: objectId(id, 'a', rng),
    productId: objectId(id, 'b', rng),
    kinguinId: 1_000_000 + id,
    companyName: name,
    price: price(rng, euros),
    img: coverPath(id),
    screenshots,
    featured: rng.chance(0.1),
    platform,
    type,
    releasedOn: releaseDay(id),
    platforms: Object.fromEntries(platformKeys.map((key) => [key, key === platform])),
    regionalLimitations: rng.pick(w.regions),
    developers: rng.chance(0.2)
      ? [developer, `${rng.pick(w.studioFirst)} ${rng.pick(w.studioSecond)}`]
      : [developer],
    genres,
    languages: ['English', ...rng.sample(w.languages.slice(1), rng.int(0, 6))],
    description: description(rng, base, genres),
    shortDescription: `${rng.pick(w.hooks)} ${rng.pick(w.settings)}.`,
    metacriticScore: rng.chance(0.7) ? rng.int(35, 97) : null,
    systemRequirements: info.pc ? systemRequirements(rng) : [],
    activationDetails: activation(platform),
  };
  return { row, stock: stock(rng) };
}

/**
 * The release day of product `id` (its own random stream, so the rest of the product does not change): one in
 * twelve after the anchor (up to 18 months: upcoming), the rest in the 7 years before it.
 */
function releaseDay(id: number): string {
  const rng = createRng(seedFor(id, SALT_RELEASE));
  const days = rng.chance(1 / 12) ? rng.int(1, 540) : -rng.int(0, 7 * 365);
  return new Date(RELEASE_ANCHOR + days * DAY).toISOString().slice(0, 10);
}

/** `count` distinct-looking keys of the product's platform format (deterministic per product). */
export function generateKeys(id: number, platform: PlatformKey, count: number): string[] {
  const rng = new WideRng(seedFor(id, SALT_KEYS), seedFor(id, SALT_KEYS + 100), seedFor(id, SALT_KEYS + 200));
  return Array.from({ length: count }, () =>
    formatKey(platform, (alphabet, length) => rng.chars(alphabet, length)),
  );
}

function gameName(rng: Rng) {
  const base = `${rng.pick(w.titleFirst)} ${rng.pick(w.titleSecond)}${rng.chance(0.4) ? `: ${rng.pick(w.subtitles)}` : ''}`;
  const edition = rng.chance(0.35) ? ` ${rng.pick(w.editions)}` : '';
  return {
    name: base + edition,
    base,
    platform: weightedPlatform(rng),
    euros: [edition ? 14 : 3, 69] as const,
  };
}

function dlcName(rng: Rng) {
  const base = `${rng.pick(w.titleFirst)} ${rng.pick(w.titleSecond)}`;
  return {
    name: `${base} - ${rng.pick(w.dlcNames)} DLC`,
    base,
    platform: weightedPlatform(rng),
    euros: [0, 24] as const,
  };
}

function subscriptionName(rng: Rng) {
  const sub = rng.pick(w.subscriptions);
  const months = rng.pick(w.durations);
  return {
    name: `${sub.name} ${months} ${months === 1 ? 'Month' : 'Months'}`,
    base: sub.name,
    platform: sub.platform as PlatformKey,
    euros: [months * 4, months * 9] as const,
  };
}

const totalWeight = platformKeys.reduce((sum, key) => sum + platformInfo[key].weight, 0);
function weightedPlatform(rng: Rng): PlatformKey {
  let roll = rng.next() * totalWeight;
  for (const key of platformKeys) {
    roll -= platformInfo[key].weight;
    if (roll < 0) return key;
  }
  return 'steam';
}

/** Euros with two decimals, mostly ending in .99 / .49. */
function price(rng: Rng, [min, max]: readonly [number, number]): number {
  const euros = rng.int(min, max);
  return Math.round((euros + rng.pick([0.99, 0.99, 0.49, 0.29, 0.5])) * 100) / 100;
}

/** Most products are well stocked; a quarter run low (< 100) and a few are sold out. */
function stock(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.04) return 0;
  if (roll < 0.3) return rng.int(1, 99);
  return rng.int(100, 250);
}

/** 24 hex characters like a document id; the product id is embedded so they never collide. */
function objectId(id: number, tag: string, rng: Rng): string {
  return `${tag}${id.toString(16).padStart(8, '0')}${rng.chars('0123456789abcdef', 15)}`;
}

/** Genres inside a sentence: lower case, but initialisms stay as written ("action / RPG"). */
const genrePhrase = (genres: string[]) =>
  genres.map((genre) => (/^[A-Z]{2,}$/.test(genre) ? genre : genre.toLowerCase())).join(' / ');

function description(rng: Rng, base: string, genres: string[]): string {
  const picked = rng.sample(w.features, 3);
  return [
    `${base} is ${w.withArticle(genrePhrase(genres))} experience. ${rng.pick(w.hooks)} ${rng.pick(w.settings)}.`,
    `Features ${picked.slice(0, 2).join(', ')} and ${picked[2]}.`,
    `Developed by a passionate team, ${base} keeps growing with free updates.`,
  ].join('\n\n');
}

function systemRequirements(rng: Rng): SystemRequirement[] {
  const ram = rng.pick([4, 8, 8, 16]);
  return [
    {
      system: 'Windows',
      requirement: [
        `OS: Windows ${rng.pick(['10 64-bit', '10/11 64-bit', '11 64-bit'])}`,
        `Processor: ${rng.pick(w.cpus)}`,
        `Memory: ${ram} GB RAM`,
        `Graphics: ${rng.pick(w.gpus)}`,
        `DirectX: Version ${rng.pick(['11', '12'])}`,
        `Storage: ${rng.int(2, 120)} GB available space`,
      ],
    },
  ];
}

/** The redeem steps of a platform (generated products and the operator's new ones). */
export function activation(platform: PlatformKey): string {
  const info = platformInfo[platform];
  return [
    `How to redeem your ${info.label} key:`,
    `1. Sign in to your ${info.label} account.`,
    `2. Go to ${info.activationUrl}`,
    '3. Enter the key exactly as shown, including the dashes.',
    '4. Confirm; the product appears in your library and can be downloaded.',
  ].join('\n');
}
