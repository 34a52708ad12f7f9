import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef } from 'react';
import { PlatformIcon, type PlatformIconProps } from './PlatformIcon';
import * as styles from './PlatformIcon.css';

export interface PlatformListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** A product's platforms map; only the keys set to true are listed, in the map's order. */
  platforms: Record<string, boolean>;
  size?: PlatformIconProps['size'];
}

/** The platforms a product runs on, each with its icon and name. Renders nothing when there are none. */
export function PlatformList({ platforms, size, className, ...props }: PlatformListProps) {
  const names = Object.keys(platforms).filter((name) => platforms[name]);
  if (names.length === 0) return null;
  return (
    <ul {...props} className={cx(styles.list, className)}>
      {names.map((name) => (
        <li key={name}>
          <PlatformIcon name={name} size={size} labelMode="visible" />
        </li>
      ))}
    </ul>
  );
}
