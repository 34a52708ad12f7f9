import type { ReactElement } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/renderLink';
import { buttonVariants, type ButtonProps } from '../Button';
import { DropdownPanelClose } from './DropdownPanel';

export interface DropdownPanelLinkProps {
  href: string;
  children: string;
  variant?: ButtonProps['variant'];
  renderLink?: RenderLink;
}

/** A link styled as a full-width button that also closes the panel (View Cart, Checkout, Continue Shopping). */
export function DropdownPanelLink({
  href,
  children,
  variant = 'primary',
  renderLink = defaultRenderLink,
}: DropdownPanelLinkProps) {
  return (
    <DropdownPanelClose asChild>
      {
        renderLink({
          href,
          children,
          className: buttonVariants({ variant, fullWidth: true }),
        }) as ReactElement
      }
    </DropdownPanelClose>
  );
}
