import { cva, cx } from 'class-variance-authority';
import { Gamepad, Gamepad2, KeyRound, MonitorPlay, Store } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './PlatformIcon.css';

export const platformIconNames = [
  'steam',
  'epic',
  'origin',
  'gog',
  'battle-net',
  'playstation',
  'xbox',
  'microsoft-store',
  'nintendo',
  'keyshop',
  'default',
] as const;
export type PlatformIconName = (typeof platformIconNames)[number];

export const platformIconSizes = ['sm', 'md', 'lg'] as const;
export const platformIconLabelModes = ['decorative', 'accessible', 'visible'] as const;
export type PlatformIconLabelMode = (typeof platformIconLabelModes)[number];

/** Readable platform names, as the catalogue labels them. */
export const platformLabels: Record<Exclude<PlatformIconName, 'default'>, string> = {
  steam: 'Steam',
  epic: 'Epic Games',
  origin: 'EA App',
  gog: 'GOG',
  'battle-net': 'Battle.net',
  playstation: 'PlayStation',
  xbox: 'Xbox',
  'microsoft-store': 'Microsoft Store',
  nintendo: 'Nintendo',
  keyshop: 'Keyshop',
};

// Spellings seen in filters and older data; the host brand ({host} in the spec) is this store.
const aliases: Record<string, PlatformIconName> = {
  'epic-games': 'epic',
  epicgames: 'epic',
  ea: 'origin',
  'ea-app': 'origin',
  battlenet: 'battle-net',
  'battle.net': 'battle-net',
  psn: 'playstation',
  host: 'keyshop',
};

/** Maps any platform key (case-insensitive, with common aliases) to an icon name, else 'default'. */
export function resolvePlatformIcon(name: string): PlatformIconName {
  const key = name.trim().toLowerCase();
  if ((platformIconNames as readonly string[]).includes(key)) return key as PlatformIconName;
  // Own keys only: '__proto__' or 'constructor' is no alias.
  return Object.hasOwn(aliases, key) ? aliases[key]! : 'default';
}

/** The readable name of a platform key; unknown keys are shown as given. */
export function platformLabel(name: string): string {
  const icon = resolvePlatformIcon(name);
  return icon === 'default' ? name : platformLabels[icon];
}

// Brand marks (simple-icons) are in the style sheet; Xbox and Nintendo marks are not in simple-icons, so neutral
// glyphs stand in for them.
const glyphs = { xbox: Gamepad2, 'microsoft-store': Store, nintendo: Gamepad, keyshop: KeyRound };

function Glyph({ name }: { name: PlatformIconName }) {
  if (name in styles.brandMarks) {
    return <span className={cx(styles.icon, styles.brandMarks[name as keyof typeof styles.brandMarks])} />;
  }
  const Icon = name in glyphs ? glyphs[name as keyof typeof glyphs] : MonitorPlay;
  return <Icon aria-hidden className={styles.icon} />;
}

export const platformIconVariants = /* @__PURE__ */ cva(styles.root, {
  variants: { size: styles.sizes },
  defaultVariants: { size: 'md' },
});

export interface PlatformIconProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'role'> {
  /** `sm`, `md` (default) or `lg`. */
  size?: (typeof platformIconSizes)[number];
  /** A platform key such as `steam` or `epic-games`; unknown keys get the default icon. */
  name: string;
  /**
   * `decorative` (default) hides the icon from assistive technology; `accessible` names it for screen
   * readers only; `visible` shows the name next to it.
   */
  labelMode?: PlatformIconLabelMode;
  /** The name to show or announce; defaults to the platform's readable name. */
  label?: string;
}

/** A platform's brand mark, by platform key. */
export function PlatformIcon({
  name,
  labelMode = 'decorative',
  label,
  size,
  className,
  ...props
}: PlatformIconProps) {
  const icon = resolvePlatformIcon(name);
  const text = label ?? platformLabel(name);
  const a11y =
    labelMode === 'accessible'
      ? { role: 'img', 'aria-label': text }
      : labelMode === 'decorative'
        ? { 'aria-hidden': true }
        : {};
  return (
    <span {...props} {...a11y} data-platform={icon} className={platformIconVariants({ size, className })}>
      <Glyph name={icon} />
      {labelMode === 'visible' && text}
    </span>
  );
}
