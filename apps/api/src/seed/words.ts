// Word lists for invented, game-like product names and texts (no real titles).
import { worldwide, type RegionalLimitations } from '@keyshop/contracts';

export const titleFirst = [
  'Iron',
  'Shadow',
  'Crimson',
  'Silent',
  'Eternal',
  'Frozen',
  'Broken',
  'Hollow',
  'Neon',
  'Starlit',
  'Ashen',
  'Savage',
  'Golden',
  'Forgotten',
  'Rogue',
  'Cosmic',
  'Arcane',
  'Electric',
  'Wild',
  'Last',
  'Lost',
  'Sunken',
  'Burning',
  'Phantom',
  'Galactic',
  'Ancient',
  'Rusty',
  'Velvet',
  'Solar',
  'Obsidian',
  'Emerald',
  'Midnight',
] as const;

export const titleSecond = [
  'Dawn',
  'Legion',
  'Frontier',
  'Kingdom',
  'Horizon',
  'Protocol',
  'Odyssey',
  'Outpost',
  'Citadel',
  'Rebellion',
  'Harvest',
  'Crusade',
  'Vanguard',
  'Drift',
  'Dynasty',
  'Tactics',
  'Racers',
  'Survivors',
  'Chronicles',
  'Depths',
  'Raiders',
  'Empire',
  'Knights',
  'Colony',
  'Signal',
  'Arena',
  'Voyage',
  'Realms',
  'Siege',
  'Garden',
  'Heist',
] as const;

export const subtitles = [
  'Rise of the Fallen',
  'The Lost Crown',
  'Night Shift',
  'Beyond the Veil',
  'Red Tide',
  'Zero Hour',
  'Echoes of War',
  'The Long Road',
  'Blood and Steel',
  'Skybound',
  'Reforged',
  'Homecoming',
  'Deep Space',
  'The Final Gate',
  'Winter Storm',
  'Underworld',
  'Second Wind',
  'Iron Will',
] as const;

export const editions = [
  'Standard Edition',
  'Deluxe Edition',
  'Gold Edition',
  'Ultimate Edition',
  'Complete Edition',
  'Game of the Year Edition',
  "Collector's Edition",
  'Definitive Edition',
  'Anniversary Edition',
] as const;

export const dlcNames = [
  'Season Pass',
  'Expansion Pass',
  'Soundtrack',
  'Starter Pack',
  'Cosmetic Bundle',
  'Map Pack',
  'Story Expansion',
  'Weapon Pack',
  'Digital Artbook',
  'Character Pack',
  'Booster Pack',
] as const;

export const subscriptions = [
  { name: 'Xbox Game Pass Ultimate', platform: 'xbox' },
  { name: 'Xbox Game Pass Core', platform: 'xbox' },
  { name: 'PC Game Pass', platform: 'microsoft-store' },
  { name: 'PlayStation Plus Essential', platform: 'playstation' },
  { name: 'PlayStation Plus Extra', platform: 'playstation' },
  { name: 'PlayStation Plus Premium', platform: 'playstation' },
  { name: 'Nintendo Switch Online', platform: 'nintendo' },
  { name: 'EA Play', platform: 'origin' },
  { name: 'World of Quests Game Time', platform: 'battle-net' },
] as const;

export const durations = [1, 3, 6, 12] as const;

export const studioFirst = [
  'Northlight',
  'Blue Comet',
  'Pixel Forge',
  'Ironclad',
  'Red Lantern',
  'Moonbeam',
  'Stormglass',
  'Hexagon',
  'Little Owl',
  'Deepwater',
  'Paper Crane',
  'Quantum Mule',
  'Brightside',
  'Ember',
] as const;

export const studioSecond = [
  'Studios',
  'Games',
  'Interactive',
  'Entertainment',
  'Works',
  'Labs',
  'Softworks',
] as const;

export const genres = [
  'Action',
  'Adventure',
  'RPG',
  'Strategy',
  'Simulation',
  'Racing',
  'Sports',
  'Puzzle',
  'Horror',
  'Shooter',
  'Platformer',
  'Indie',
  'Survival',
  'Open World',
  'Fighting',
  'Casual',
  'MMO',
  'Roguelike',
] as const;

export const languages = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Polish',
  'Portuguese',
  'Russian',
  'Japanese',
  'Korean',
  'Chinese',
  'Dutch',
  'Turkish',
  'Swedish',
] as const;

/** A realistic mix: most keys activate anywhere, the rest in one market or two. */
export const regions: readonly RegionalLimitations[] = [
  worldwide,
  worldwide,
  worldwide,
  { kind: 'regions', regions: ['EU'] },
  { kind: 'regions', regions: ['NA'] },
  { kind: 'regions', regions: ['UK'] },
  { kind: 'regions', regions: ['EU', 'UK'] },
  { kind: 'regions', regions: ['LATAM'] },
  { kind: 'regions', regions: ['ROW'] },
];

export const hooks = [
  'Lead a band of unlikely heroes',
  'Build, fight and survive',
  'Explore a vast hand-crafted world',
  'Outsmart rival factions',
  'Race through neon-lit streets',
  'Uncover a conspiracy that spans centuries',
  'Command fleets across the stars',
  'Defend the last city standing',
  'Master dozens of abilities',
  'Team up with friends online',
] as const;

export const settings = [
  'in a world on the brink of collapse',
  'across procedurally generated islands',
  'beneath a frozen sky',
  'in a sprawling cyberpunk metropolis',
  'through forgotten ruins',
  'on the edge of the galaxy',
  'in a kingdom torn by war',
  'deep beneath the ocean',
] as const;

export const features = [
  'a branching story with multiple endings',
  'co-op for up to four players',
  'hundreds of weapons and upgrades',
  'a dynamic day and night cycle',
  'a fully orchestrated soundtrack',
  'ranked online matches',
  'a photo mode',
  'mod support',
  'a New Game+ mode',
  'cross-save between devices',
] as const;

export const cpus = [
  'Intel Core i3-8100',
  'Intel Core i5-9400F',
  'AMD Ryzen 5 2600',
  'Intel Core i7-8700',
  'AMD Ryzen 7 3700X',
] as const;
export const gpus = [
  'NVIDIA GeForce GTX 960',
  'NVIDIA GeForce GTX 1060 6GB',
  'AMD Radeon RX 580',
  'NVIDIA GeForce RTX 2060',
  'AMD Radeon RX 6600',
] as const;

/**
 * `phrase` after its indefinite article, by sound: "an action", "an open world", "a horror"; an initialism is
 * read letter by letter ("an RPG", "an MMO", "a DLC").
 */
export function withArticle(phrase: string): string {
  const first = phrase.split(/[\s/]/, 1)[0] ?? '';
  const initialism = first.length > 1 && first === first.toUpperCase() && /^[A-Z]+$/.test(first);
  const vowelSound = initialism ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}
