'use client';

import type { CardImageFit } from '../../utils/cardImage';
import { cx } from 'class-variance-authority';
import { Pause, Play } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { useDirection } from '../DirectionProvider/DirectionProvider';
import type { HeadingLevel } from '../../utils/headingLevel';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { readsRightToLeft } from '../../utils/scrollEdges';
import { useControllableState } from '../../utils/useControllableState';
import { IconButton } from '../IconButton';
import * as styles from './Carousel.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface CarouselSlide {
  id: string;
  /** The picture's address (a URL or a data URL). */
  image: string;
  /** Describes the picture; '' when it is decorative. */
  alt: string;
  title: string;
  subtitle?: string;
  /** Where the slide links to, e.g. '/products'. */
  href: string;
}

export interface CarouselLabels {
  /** The carousel's accessible name. */
  label: string;
  slideLabel: (position: number, count: number) => string;
  goToSlide: (position: number) => string;
  bulletsLabel: string;
  startRotation: string;
  stopRotation: string;
}

export const defaultCarouselLabels: CarouselLabels = {
  label: 'Highlights',
  slideLabel: (position, count) => `${position} of ${count}`,
  goToSlide: (position) => `Go to slide ${position}`,
  bulletsLabel: 'Choose a slide',
  startRotation: 'Start automatic slide show',
  stopRotation: 'Stop automatic slide show',
};

/** Wheel gestures closer together than this move one slide only. */
export const carouselWheelThrottleMs = 700;

export interface CarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  slides: readonly CarouselSlide[];
  /**
   * `contain` (the default): the whole picture, never under the caption: above it on a narrow screen, at the
   * slide's end side on a wide one (the caption at its start), on the sunken background where its shape differs
   * from its room; `cover`: fills the slide behind the caption and cuts what overflows.
   */
  imageFit?: CardImageFit;
  /** Controlled: the shown slide's index (pair with `onIndexChange`). */
  index?: number;
  /** Uncontrolled: the slide shown first (default 0). */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /**
   * Milliseconds per slide for automatic rotation; off when absent. Rotation pauses while the pointer is
   * over the carousel or focus is in it, stops for good with the pause button, and does not start by
   * itself when the user prefers reduced motion (the play button still starts it).
   */
  autoPlay?: number;
  renderLink?: RenderLink;
  labels?: Partial<CarouselLabels>;
  /**
   * The level of each slide's title, to fit the page outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

const bulletAttribute = 'data-carousel-bullet';

/**
 * A vertical carousel after the WAI-ARIA APG pattern: slides move with the bullets, a sideways wheel gesture
 * (one slide per gesture; the vertical wheel scrolls the page) and the arrow, Home and End keys while focus is
 * inside it.
 */
export function Carousel({
  slides,
  imageFit = 'contain',
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  autoPlay,
  renderLink = defaultRenderLink,
  labels,
  headingLevel = 2,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: CarouselProps) {
  const text = { ...defaultCarouselLabels, ...labels };
  const Heading = `h${headingLevel}` as const;
  // In right to left the next slide is to the left: ArrowLeft moves forward.
  const rightToLeft =
    useDirection(props.dir === 'rtl' || props.dir === 'ltr' ? props.dir : undefined) === 'rtl';
  const count = slides.length;
  const [index, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const current = Math.min(Math.max(0, index), Math.max(0, count - 1));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = autoPlay !== undefined && autoPlay > 0 && count > 1;
  const playing = canRotate && (choice ? choice === 'play' : !reducedMotion);
  const rotating = playing && !hovered && !focused;
  const slidesId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const bulletRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const lastWheel = useRef(0);
  const focusAfterMove = useRef<'bullet' | 'slide' | null>(null);

  const goTo = (target: number) => {
    const next = Math.min(Math.max(0, target), count - 1);
    if (next !== current) setIndex(next);
  };
  // The timer and the native wheel listener always call the latest goTo.
  const move = useEffectEvent(goTo);

  useEffect(() => {
    if (!rotating || !autoPlay) return;
    const timer = window.setTimeout(() => move(current + 1 < count ? current + 1 : 0), autoPlay);
    return () => window.clearTimeout(timer);
  }, [rotating, autoPlay, current, count]);

  // A vertical wheel always scrolls the page (the hero must not trap it). A sideways gesture (a trackpad swipe,
  // Shift + wheel) moves one slide, in a non-passive listener so it does not also scroll anything sideways; at
  // either end it passes on.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || count < 2) return;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
      const forward = readsRightToLeft(viewport) ? event.deltaX < 0 : event.deltaX > 0;
      const target = current + (forward ? 1 : -1);
      if (target < 0 || target >= count) return;
      event.preventDefault();
      if (event.timeStamp - lastWheel.current < carouselWheelThrottleMs) return;
      lastWheel.current = event.timeStamp;
      move(target);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [current, count]);

  // Keys move focus with the slide: to the new bullet, or into the new slide when focus was in the old one
  // (which is now inert).
  useEffect(() => {
    const where = focusAfterMove.current;
    focusAfterMove.current = null;
    if (where === 'bullet') bulletRefs.current[current]?.focus();
    if (where === 'slide') viewportRef.current?.children[0]?.children[current]?.querySelector('a')?.focus();
  }, [current]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowRight: current + (rightToLeft ? -1 : 1),
      ArrowUp: current - 1,
      ArrowLeft: current + (rightToLeft ? 1 : -1),
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (event.defaultPrevented || target === undefined || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    event.preventDefault();
    const from = event.target as HTMLElement;
    focusAfterMove.current = from.hasAttribute(bulletAttribute)
      ? 'bullet'
      : viewportRef.current?.contains(from)
        ? 'slide'
        : null;
    goTo(target);
  };

  if (count === 0) return null;
  return (
    // Keys pressed on the carousel's buttons and links bubble here (APG: keys act while focus is inside).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      {...props}
      aria-roledescription="carousel"
      aria-label={text.label}
      data-state={rotating ? 'rotating' : 'paused'}
      className={cx(styles.root, className)}
      onKeyDown={handleKeyDown}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        onBlur?.(event);
      }}
    >
      {canRotate && (
        <IconButton
          label={playing ? text.stopRotation : text.startRotation}
          aria-controls={slidesId}
          variant="secondary"
          className={styles.rotation}
          onClick={() => setChoice(playing ? 'stop' : 'play')}
        >
          {playing ? <Pause aria-hidden size={18} /> : <Play aria-hidden size={18} />}
        </IconButton>
      )}
      <div ref={viewportRef} id={slidesId} aria-live={rotating ? 'off' : 'polite'} style={{ height: '100%' }}>
        <div className={styles.track} style={{ transform: `translateY(${-100 * current}%)` }}>
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={text.slideLabel(position + 1, count)}
              inert={position !== current}
              data-state={position === current ? 'current' : 'hidden'}
              className={styles.slide}
            >
              <img
                src={slide.image}
                alt={slide.alt}
                loading={position === 0 ? 'eager' : 'lazy'}
                // The first slide is usually the page's largest paint: fetch it before other images.
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
                data-fit={imageFit}
                className={styles.image}
              />
              <div className={styles.caption}>
                <Heading className={styles.title}>
                  {renderLink({ href: slide.href, className: styles.link, children: slide.title })}
                </Heading>
                {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div role="group" aria-label={text.bulletsLabel} className={styles.bullets}>
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              ref={(node) => {
                bulletRefs.current[position] = node;
              }}
              type="button"
              {...{ [bulletAttribute]: '' }}
              aria-label={text.goToSlide(position + 1)}
              aria-controls={slidesId}
              aria-current={position === current ? 'true' : undefined}
              className={styles.bullet}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
