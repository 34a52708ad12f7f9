import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RenderLink } from '../../utils/renderLink';
import { EmptyState } from '../EmptyState';
import { IconButton } from '../IconButton';
import { DropdownPanel, type DropdownPanelProps } from './DropdownPanel';
import { DropdownPanelLink } from './DropdownPanelLink';

/** The texts a collection panel shows; the cart's and the wishlist's labels both carry them. */
export interface DropdownPanelCollectionLabels {
  /** The trigger's name; the count is added to it. */
  trigger: string;
  title: string;
  empty: string;
  continueShopping: string;
  close: string;
}

export interface DropdownPanelCollectionProps extends Pick<
  DropdownPanelProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'panelRef'
> {
  labels: DropdownPanelCollectionLabels;
  count: number;
  /** The glyph of the trigger and of the empty state. */
  icon: LucideIcon;
  /** A red trigger with a filled glyph while the collection has items (the wishlist's heart). */
  highlight?: boolean;
  empty: boolean;
  /** Where Continue Shopping goes when empty. */
  hrefs: { products: string };
  renderLink?: RenderLink;
  /** Totals and actions under the items; not shown when empty. */
  footer: ReactNode;
  /** The items (after removing one, `keepFocusInPanel(panelRef)` keeps the focus in the panel). */
  children: ReactNode;
}

/**
 * The header's cart and wishlist panels: an icon button with the count, opening a DropdownPanel with the
 * items and their footer, or the empty message with Continue Shopping.
 */
export function DropdownPanelCollection({
  labels,
  count,
  icon: Icon,
  highlight = false,
  empty,
  hrefs,
  renderLink,
  footer,
  children,
  ...panel
}: DropdownPanelCollectionProps) {
  const active = highlight && !empty;
  return (
    <DropdownPanel
      {...panel}
      title={labels.title}
      labels={{ close: labels.close }}
      trigger={
        <IconButton label={labels.trigger} count={count} highlight={active}>
          <Icon aria-hidden size={20} fill={active ? 'currentColor' : 'none'} />
        </IconButton>
      }
      footer={!empty && footer}
    >
      {empty ? (
        <EmptyState
          size="sm"
          message={labels.empty}
          icon={<Icon />}
          action={
            <DropdownPanelLink href={hrefs.products} variant="secondary" renderLink={renderLink}>
              {labels.continueShopping}
            </DropdownPanelLink>
          }
        />
      ) : (
        children
      )}
    </DropdownPanel>
  );
}
