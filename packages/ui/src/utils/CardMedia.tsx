'use client';

import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { mediaCardImage, mediaCardPlaceholder, mediaCardPlaceholderIcon } from '../styles/card.css';
import type { CardImageFit } from './cardImage';

export interface CardMediaProps {
  src?: string | null;
  alt: string;
  /** Class of the media box (its aspect ratio and backdrop). */
  className: string;
  /** Load at once with high fetch priority (an image above the fold, the page's largest) instead of lazily. */
  priority?: boolean;
  /** The box's aspect ratio, over the class's. */
  aspectRatio?: string | number;
  fit?: CardImageFit;
}

/** A card's image, lazy unless `priority`; a missing or broken one shows a placeholder glyph instead. */
export function CardMedia({
  src,
  alt,
  className,
  priority = false,
  aspectRatio,
  fit = 'cover',
}: CardMediaProps) {
  // The address that failed: a new address gets its own try.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <div className={className} data-fit={fit} style={aspectRatio ? { aspectRatio } : undefined}>
      {src && broken !== src ? (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={mediaCardImage}
          onError={() => setBroken(src)}
        />
      ) : (
        <div className={mediaCardPlaceholder}>
          <ImageOff aria-hidden className={mediaCardPlaceholderIcon} />
        </div>
      )}
    </div>
  );
}
