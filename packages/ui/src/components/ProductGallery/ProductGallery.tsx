'use client';

import { cx } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../Button';
import { iconButtonVariants } from '../IconButton';
import { mirroredInRtl } from '../../styles/mirrored.css';
import { readsRightToLeft, scrollEdges, type ScrollEdges } from '../../utils/scrollEdges';
import * as styles from './ProductGallery.css';

/** Pixels the thumbnail strip moves per Previous/Next click. */
export const thumbnailScrollStep = 200;

export interface ProductGalleryLabels {
  /** Name of the cover's thumbnail button. */
  cover: string;
  /** Name of a screenshot's thumbnail button, from its 1-based position. */
  screenshot: (position: number, total: number) => string;
  noImage: string;
  previous: string;
  next: string;
  /** Alt text of a screenshot shown as the main image, from the product's name (`alt`). */
  screenshotAlt: (alt: string, position: number, total: number) => string;
}

export const defaultProductGalleryLabels: ProductGalleryLabels = {
  cover: 'Show cover image',
  screenshot: (position, total) => `Show screenshot ${position} of ${total}`,
  noImage: 'No image available',
  previous: 'Previous screenshots',
  next: 'Next screenshots',
  screenshotAlt: (alt, position, total) => `${alt}, screenshot ${position} of ${total}`,
};

export interface ProductGalleryProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The product's name: the cover's alt text and the base of the screenshots' alt texts. */
  alt: string;
  /** The cover image, shown first. */
  image?: string | null;
  screenshots?: readonly string[];
  labels?: Partial<ProductGalleryLabels>;
}

/** A product's main image with a scrollable strip of screenshot thumbnails that choose it. */
export function ProductGallery({
  alt,
  image,
  screenshots = [],
  labels,
  className,
  ...props
}: ProductGalleryProps) {
  const text = { ...defaultProductGalleryLabels, ...labels };
  const total = screenshots.length;
  const items = [
    ...(image ? [{ src: image, alt, label: text.cover }] : []),
    ...screenshots.map((src, index) => ({
      src,
      alt: text.screenshotAlt(alt, index + 1, total),
      label: text.screenshot(index + 1, total),
    })),
  ];
  // A new set of images (another product) starts again at the first one.
  const sources = items.map((item) => item.src).join('\n');
  const [choice, setChoice] = useState({ sources, index: 0 });
  const selected = choice.sources === sources ? choice.index : 0;
  const [failed, setFailed] = useState<string | null>(null);
  const current = items[Math.min(selected, items.length - 1)];

  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = scrollEdges(track);
    // The same state while neither end changes, so scrolling the strip re-renders only when it reaches one.
    setEdges((edges) => (edges.atStart === next.atStart && edges.atEnd === next.atEnd ? edges : next));
  }, []);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, items.length]);

  // aria-disabled rather than disabled: a focused button that reaches the end keeps keyboard focus.
  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track || (direction === -1 ? edges.atStart : edges.atEnd)) return;
    const forwards = readsRightToLeft(track) ? -1 : 1;
    track.scrollBy({ left: direction * forwards * thumbnailScrollStep });
  };

  return (
    <div {...props} className={cx(styles.root, className)}>
      {current && failed !== current.src ? (
        <img
          key={current.src}
          src={current.src}
          alt={current.alt}
          // The main picture is the product page's largest paint: fetch it before the thumbnails.
          fetchPriority="high"
          className={styles.main}
          onError={() => setFailed(current.src)}
        />
      ) : (
        <div
          role="img"
          aria-label={`${text.noImage}: ${current?.alt ?? alt}`}
          className={styles.placeholder}
          data-state="empty"
        >
          <ImageOff aria-hidden className={styles.placeholderIcon} />
          {text.noImage}
        </div>
      )}
      {items.length > 1 && (
        <div className={styles.strip} data-at-start={edges.atStart} data-at-end={edges.atEnd}>
          <Button
            aria-label={text.previous}
            variant="secondary"
            size="icon"
            className={iconButtonVariants({ size: 'sm' })}
            aria-disabled={edges.atStart}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft aria-hidden className={mirroredInRtl} />
          </Button>
          <ul ref={trackRef} className={styles.track} onScroll={measure}>
            {items.map((item, index) => (
              <li key={`${item.src}-${index}`}>
                <button
                  type="button"
                  aria-label={item.label}
                  aria-pressed={index === selected}
                  className={styles.thumbnail}
                  onClick={() => setChoice({ sources, index })}
                >
                  <img src={item.src} alt="" loading="lazy" className={styles.thumbnailImage} />
                </button>
              </li>
            ))}
          </ul>
          <Button
            aria-label={text.next}
            variant="secondary"
            size="icon"
            className={iconButtonVariants({ size: 'sm' })}
            aria-disabled={edges.atEnd}
            onClick={() => scroll(1)}
          >
            <ChevronRight aria-hidden className={mirroredInRtl} />
          </Button>
        </div>
      )}
    </div>
  );
}
