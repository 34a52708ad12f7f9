'use client';

import { cx } from 'class-variance-authority';
import { Copy, Eye } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import type { CardImageProps } from '../../utils/cardImage';
import { CardMedia } from '../../utils/CardMedia';
import { useControllableState } from '../../utils/useControllableState';
import { AlertDialog } from '../AlertDialog';
import { Button } from '../Button';
import { PlatformIcon } from '../PlatformIcon';
import * as styles from './InventoryCard.css';
import type { HeadingLevel } from '../../utils/headingLevel';

export const inventoryCardStates = ['hidden', 'confirming', 'revealing', 'revealed'] as const;
export type InventoryCardState = (typeof inventoryCardStates)[number];
export const inventoryCopyStates = ['idle', 'copied', 'failed'] as const;
export type InventoryCopyState = (typeof inventoryCopyStates)[number];

export const defaultInventoryCardLabels = {
  key: 'Key',
  showKey: 'Show Key',
  /** The confirmation's title (its name), asked once before a key is shown. */
  revealTitle: 'Show this key?',
  /** The confirmation's message: showing a key ends the right to a refund. */
  revealDescription: 'Once it is shown, it can no longer be refunded.',
  revealConfirm: 'Show the key',
  revealCancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copying failed. Select the key and copy it yourself.',
} as const;
export type InventoryCardLabels = { [K in keyof typeof defaultInventoryCardLabels]: string };

/** Writes text to the system clipboard; rejects when the browser refuses. */
export const writeToClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

export interface InventoryCardProps
  extends Omit<ComponentPropsWithoutRef<'article'>, 'children'>, CardImageProps {
  /** The product's display name ; also the image's alt text. */
  name: string;
  image?: string | null;
  /** A platform key such as `steam`; shown with its icon and readable name. */
  platform: string;
  /** The key as the inventory lists it before reveal, e.g. `XXXXX-XXXXX-7F3KQ`. */
  maskedKey: string;
  /** The full key, once the app has revealed it; shows the key with a Copy button. */
  revealedKey?: string;
  /**
   * The reveal was confirmed (or Show Key pressed, without `confirmReveal`): the app asks the API and passes the
   * key back as `revealedKey`. A returned promise keeps the confirmation open and busy until it settles; it then
   * closes (resolved) or stays open for a retry (rejected; report why in the app, e.g. with a toast).
   */
  onReveal?: () => Promise<void> | void;
  /** Whether the key is being fetched (button busy); controlled by the app when given. */
  loading?: boolean;
  /**
   * Show Key first asks in an AlertDialog (`labels.revealTitle`, `labels.revealDescription`: a shown key can no
   * longer be refunded) and reveals on its confirmation; false reveals at once.
   * @default true
   */
  confirmReveal?: boolean;
  /** Whether the Show Key confirmation is open, controlled: pass back what `onOpenChange` reports. */
  open?: boolean;
  /**
   * Start with the Show Key confirmation open (stories, tests).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the Show Key confirmation opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Replaces the clipboard write, e.g. in tests or non-browser hosts. */
  writeClipboard?: (text: string) => Promise<void>;
  headingLevel?: HeadingLevel;
  labels?: Partial<InventoryCardLabels>;
}

/**
 * A purchased key: image, product name, platform, and the key masked until Show Key reveals it, after one
 * confirmation in the library's AlertDialog saying that a shown key can no longer be refunded (the focus starts
 * on its Cancel; Cancel or Escape returns it to Show Key). The revealed key is selectable text with a Copy button; the copy outcome is announced
 * politely.
 */
export function InventoryCard({
  name,
  image,
  platform,
  maskedKey,
  revealedKey,
  onReveal,
  loading,
  confirmReveal = true,
  open,
  defaultOpen = false,
  onOpenChange,
  writeClipboard = writeToClipboard,
  headingLevel = 3,
  imageAspectRatio,
  imageFit = 'contain',
  labels,
  className,
  ...props
}: InventoryCardProps) {
  const text = { ...defaultInventoryCardLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useControllableState(open, defaultOpen, onOpenChange);
  const [copyState, setCopyState] = useState<InventoryCopyState>('idle');
  const copyRef = useRef<HTMLButtonElement>(null);
  const keyRef = useRef<HTMLElement>(null);
  // Set when a reveal starts: Show Key disappears once the key is shown, so the focus must go somewhere useful.
  const focusOnReveal = useRef(false);
  const busy = loading ?? pending;
  const state: InventoryCardState = revealedKey
    ? 'revealed'
    : busy
      ? 'revealing'
      : confirming
        ? 'confirming'
        : 'hidden';

  useEffect(() => {
    if (revealedKey && focusOnReveal.current) {
      focusOnReveal.current = false;
      copyRef.current?.focus();
    }
  }, [revealedKey]);

  // Returns the app's promise, so the confirmation stays busy until it settles and open when it fails.
  const reveal = () => {
    focusOnReveal.current = true;
    const result = onReveal?.();
    if (result instanceof Promise) {
      setPending(true);
      result.then(
        () => setPending(false),
        () => setPending(false),
      );
    }
    return result;
  };

  const showKey = (
    <Button
      loading={busy}
      aria-describedby={titleId}
      onClick={confirmReveal ? undefined : () => void reveal()}
    >
      {!busy && <Eye aria-hidden size={18} />}
      {text.showKey}
    </Button>
  );

  const copy = async () => {
    if (!revealedKey) return;
    try {
      await writeClipboard(revealedKey);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
      // Select the key so Ctrl+C / the context menu copies it by hand.
      const key = keyRef.current;
      if (key) key.ownerDocument.getSelection()?.selectAllChildren(key);
    }
  };

  return (
    <article
      {...props}
      aria-labelledby={titleId}
      data-state={state}
      data-copy={copyState}
      className={cx(styles.card, className)}
    >
      <CardMedia
        src={image}
        alt={name}
        className={styles.media}
        aspectRatio={imageAspectRatio}
        fit={imageFit}
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {name}
        </Heading>
        <PlatformIcon name={platform} labelMode="visible" size="sm" className={styles.platform} />
        <div className={styles.keyBox}>
          <span className={styles.keyLabel}>{text.key}</span>
          <code
            ref={keyRef}
            data-state={revealedKey ? 'revealed' : 'hidden'}
            className={cx(styles.key, revealedKey && styles.keyRevealed)}
          >
            {revealedKey ?? maskedKey}
          </code>
        </div>
        {revealedKey ? (
          <Button ref={copyRef} variant="secondary" aria-describedby={titleId} onClick={() => void copy()}>
            <Copy aria-hidden size={18} />
            {text.copy}
          </Button>
        ) : confirmReveal ? (
          <AlertDialog
            trigger={showKey}
            title={text.revealTitle}
            description={text.revealDescription}
            onConfirm={reveal}
            open={confirming}
            onOpenChange={setConfirming}
            labels={{ cancel: text.revealCancel, confirm: text.revealConfirm }}
          />
        ) : (
          showKey
        )}
        <p role="status" className={cx(styles.copyStatus, copyState === 'failed' && styles.copyFailed)}>
          {copyState === 'copied' ? text.copied : copyState === 'failed' ? text.copyFailed : null}
        </p>
      </div>
    </article>
  );
}
