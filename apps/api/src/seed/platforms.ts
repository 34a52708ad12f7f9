import { productPlatforms, type ProductPlatform } from '@keyshop/contracts/admin-products';

/** Platforms of the catalogue: the key of the products' `platforms` map, key format and activation text. */
export type PlatformInfo = {
  label: string;
  /** Group lengths of a key, e.g. [5, 5, 5] → `ABCDE-FGHIJ-KLMNO` (15 characters). */
  keyGroups: readonly number[];
  activationUrl: string;
  /** PC platforms carry Windows system requirements. */
  pc: boolean;
  /** Relative weight in the generated catalogue. */
  weight: number;
};

export const platformInfo = {
  steam: {
    label: productPlatforms.steam,
    keyGroups: [5, 5, 5],
    activationUrl: 'https://store.steampowered.com/account/registerkey',
    pc: true,
    weight: 40,
  },
  epic: {
    label: productPlatforms.epic,
    keyGroups: [5, 5, 5, 5],
    activationUrl: 'https://store.epicgames.com/redeem',
    pc: true,
    weight: 10,
  },
  gog: {
    label: productPlatforms.gog,
    keyGroups: [6, 6, 6],
    activationUrl: 'https://www.gog.com/redeem',
    pc: true,
    weight: 7,
  },
  origin: {
    label: productPlatforms.origin,
    keyGroups: [4, 4, 4, 4, 4],
    activationUrl: 'https://www.ea.com/redeem',
    pc: true,
    weight: 5,
  },
  'battle-net': {
    label: productPlatforms['battle-net'],
    keyGroups: [4, 4, 4, 4],
    activationUrl: 'https://account.battle.net/key',
    pc: true,
    weight: 6,
  },
  playstation: {
    label: productPlatforms.playstation,
    keyGroups: [4, 4, 4],
    activationUrl: 'https://store.playstation.com/redeem',
    pc: false,
    weight: 12,
  },
  xbox: {
    label: productPlatforms.xbox,
    keyGroups: [5, 5, 5, 5, 5],
    activationUrl: 'https://redeem.microsoft.com',
    pc: false,
    weight: 10,
  },
  'microsoft-store': {
    label: productPlatforms['microsoft-store'],
    keyGroups: [5, 5, 5, 5, 5],
    activationUrl: 'https://redeem.microsoft.com',
    pc: true,
    weight: 3,
  },
  nintendo: {
    label: productPlatforms.nintendo,
    keyGroups: [4, 4, 4, 4],
    activationUrl: 'https://ec.nintendo.com/redeem',
    pc: false,
    weight: 7,
  },
} as const satisfies Record<ProductPlatform, PlatformInfo>;

export type PlatformKey = keyof typeof platformInfo;
export const platformKeys = Object.keys(platformInfo) as PlatformKey[];

/** Unambiguous characters (no 0/O, 1/I). */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function formatKey(
  platform: PlatformKey,
  chars: (alphabet: string, length: number) => string,
): string {
  return platformInfo[platform].keyGroups.map((length) => chars(KEY_ALPHABET, length)).join('-');
}
