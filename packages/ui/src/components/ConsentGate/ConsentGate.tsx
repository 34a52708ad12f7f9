'use client';

import { cx } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Button } from '../Button';
import { ButtonGroup } from '../ButtonGroup';
import { Checkbox } from '../Checkbox';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './ConsentGate.css';

export interface ConsentGateLabels {
  /** The consent the shopper gives by ticking the box. */
  consent: string;
  /** Help text under it (none by default). */
  description?: string;
  /** The action the consent unlocks. */
  submit: string;
}

export const defaultConsentGateLabels: ConsentGateLabels = {
  consent: 'I agree to immediate delivery and acknowledge that I lose my right of withdrawal with it.',
  submit: 'Buy now',
};

export interface ConsentGateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'onSubmit'> {
  /** Controlled: whether the box is ticked (pair with `onCheckedChange`); the action waits for it. */
  checked?: boolean;
  /** Uncontrolled: whether the box starts ticked (default false: consent is never pre-ticked). */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onSubmit?: () => void;
  /** The action is running. */
  loading?: boolean;
  /** Keeps the action disabled for another reason, even when ticked. */
  blocked?: boolean;
  /** Shown before the action, e.g. a "Return to cart" link button. */
  secondaryAction?: ReactNode;
  labels?: Partial<ConsentGateLabels>;
}

/**
 * An express consent that unlocks an action: an unticked checkbox with the consent text, and the action's
 * button, disabled until the box is ticked (e.g. the waiver of the right of withdrawal before "Buy now").
 */
export function ConsentGate({
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onSubmit,
  loading = false,
  blocked = false,
  secondaryAction,
  labels,
  className,
  ...props
}: ConsentGateProps) {
  const text = { ...defaultConsentGateLabels, ...labels };
  const [checked, setChecked] = useControllableState(checkedProp, defaultChecked, onCheckedChange);
  return (
    <div {...props} data-state={checked ? 'given' : 'missing'} className={cx(styles.root, className)}>
      <Checkbox
        label={text.consent}
        description={text.description}
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <ButtonGroup align="end">
        {secondaryAction}
        <Button size="lg" loading={loading} disabled={!checked || blocked} onClick={onSubmit}>
          {text.submit}
        </Button>
      </ButtonGroup>
    </div>
  );
}
