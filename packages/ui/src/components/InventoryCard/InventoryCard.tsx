'use client';

import { cx } from 'class-variance-authority';
import { Copy, Eye } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import type { CardImageProps } from '../../utils/cardImage';
import { CardMedia } from '../../utils/CardMedia';
import { Button } from '../Button';
import { ButtonGroup } from '../ButtonGroup';
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
  /** Asked once before a key is shown: showing it ends the right to a refund. */
  revealQuestion: 'Show this key? Once it is shown, it can no longer be refunded.',
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
   * Show Key was pressed: the app asks the API and passes the key back as `revealedKey`. When it returns a
   * promise and `loading` is not given, the button is busy until the promise settles (report failures in
   * the app, e.g. with a toast).
   */
  onReveal?: () => Promise<void> | void;
  /** Whether the key is being fetched (button busy); controlled by the app when given. */
  loading?: boolean;
  /**
   * Show Key first asks (`labels.revealQuestion`: a shown key can no longer be refunded) and reveals on the
   * confirmation; false reveals at once.
   */
  confirmReveal?: boolean;
  /** Replaces the clipboard write, e.g. in tests or non-browser hosts. */
  writeClipboard?: (text: string) => Promise<void>;
  headingLevel?: HeadingLevel;
  labels?: Partial<InventoryCardLabels>;
}

/**
 * A purchased key: image, product name, platform, and the key masked until Show Key reveals it, after one
 * confirmation saying that a shown key can no longer be refunded (the focus moves to its Cancel, and back to
 * Show Key on Cancel). The revealed key is selectable text with a Copy button; the copy outcome is announced
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
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const showRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes after the confirmation step changes: its Cancel when it opens, Show Key when cancelled.
  const focusNext = useRef<'cancel' | 'show' | null>(null);
  const [copyState, setCopyState] = useState<InventoryCopyState>('idle');
  const copyRef = useRef<HTMLButtonElement>(null);
  const keyRef = useRef<HTMLElement>(null);
  // Set when Show Key is pressed: the button disappears on reveal, so the focus must go somewhere useful.
  const focusOnReveal = useRef(false);
  const busy = loading ?? pending;
  const state: InventoryCardState = revealedKey
    ? 'revealed'
    : busy
      ? 'revealing'
      : confirming
        ? 'confirming'
        : 'hidden';

  useLayoutEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'cancel') cancelRef.current?.focus();
    if (next === 'show') showRef.current?.focus();
  }, [confirming]);

  useEffect(() => {
    if (revealedKey && focusOnReveal.current) {
      focusOnReveal.current = false;
      copyRef.current?.focus();
    }
  }, [revealedKey]);

  const reveal = () => {
    setConfirming(false);
    focusOnReveal.current = true;
    const result = onReveal?.();
    if (result instanceof Promise) {
      setPending(true);
      result.then(
        () => setPending(false),
        () => setPending(false),
      );
    }
  };

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
        ) : confirming && !busy ? (
          <div role="group" aria-labelledby={questionId} className={styles.confirm}>
            <p id={questionId} className={styles.question}>
              {text.revealQuestion}
            </p>
            <ButtonGroup>
              <Button
                ref={cancelRef}
                variant="secondary"
                size="sm"
                onClick={() => {
                  focusNext.current = 'show';
                  setConfirming(false);
                }}
              >
                {text.revealCancel}
              </Button>
              <Button size="sm" aria-describedby={titleId} onClick={reveal}>
                {text.revealConfirm}
              </Button>
            </ButtonGroup>
          </div>
        ) : (
          <Button
            ref={showRef}
            loading={busy}
            aria-describedby={titleId}
            onClick={() => {
              if (!confirmReveal) return reveal();
              focusNext.current = 'cancel';
              setConfirming(true);
            }}
          >
            {!busy && <Eye aria-hidden size={18} />}
            {text.showKey}
          </Button>
        )}
        <p role="status" className={cx(styles.copyStatus, copyState === 'failed' && styles.copyFailed)}>
          {copyState === 'copied' ? text.copied : copyState === 'failed' ? text.copyFailed : null}
        </p>
      </div>
    </article>
  );
}
