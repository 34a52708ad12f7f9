'use client';

import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './RegionNotice.css';

export const regionNoticeStates = ['flagged', 'confirmed', 'advisory'] as const;
export type RegionNoticeState = (typeof regionNoticeStates)[number];

export const regionNoticeVariants = /* @__PURE__ */ cva(styles.base, {
  variants: { state: styles.states },
  defaultVariants: { state: 'flagged' },
});

export interface RegionNoticeLabels {
  /** The warning: `regions` are where the item activates, `place` is the shopper's country. */
  message: (item: string, regions: string, place: string) => string;
  /** The checkbox that accepts the item anyway. */
  confirm: (item: string) => string;
  remove: (item: string) => string;
}

export const defaultRegionNoticeLabels: RegionNoticeLabels = {
  message: (item, regions, place) =>
    `The key for ${item} can be activated only in these regions: ${regions}. It cannot be activated in your country (${place}), so you could not use it there.`,
  confirm: (item) => `Buy ${item} anyway`,
  remove: (item) => `Remove ${item}`,
};

export interface RegionNoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The item's name, as the shopper sees it. */
  itemName: string;
  /** Readable names of the regions the item works in. */
  regions: readonly string[];
  /** Readable name of the shopper's place (e.g. a country). */
  place: string;
  /** Controlled: whether the shopper accepted the item anyway, i.e. ticked the box (pair with `onCheckedChange`). */
  checked?: boolean;
  /** Uncontrolled: whether the box starts ticked (default false). */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Shows a remove button (where the surrounding line has none). */
  onRemove?: () => void;
  /**
   * False before the item is in the cart (a product page): the warning alone, with nothing to accept or remove
   * yet (state "advisory"). Default true.
   */
  confirmable?: boolean;
  labels?: Partial<RegionNoticeLabels>;
}

/**
 * Warns that an item will not work where the shopper is, and asks them to accept it anyway (a checkbox) or
 * remove it; before it is in the cart, only warns. The warning is a polite live region, announced when it
 * appears.
 */
export function RegionNotice({
  itemName,
  regions,
  place,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onRemove,
  confirmable = true,
  labels,
  className,
  ...props
}: RegionNoticeProps) {
  const text = { ...defaultRegionNoticeLabels, ...labels };
  const messageId = useId();
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);
  const state: RegionNoticeState = !confirmable ? 'advisory' : checked ? 'confirmed' : 'flagged';
  return (
    <div {...props} data-state={state} className={regionNoticeVariants({ state, className })}>
      <p id={messageId} role="status" className={styles.message}>
        <CircleAlert aria-hidden className={styles.icon} />
        {text.message(itemName, regions.join(', '), place)}
      </p>
      {confirmable && (
        <div className={styles.actions}>
          <Checkbox
            label={text.confirm(itemName)}
            aria-describedby={messageId}
            checked={checked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
          />
          {onRemove && (
            <Button size="sm" variant="secondary" onClick={onRemove}>
              {text.remove(itemName)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
