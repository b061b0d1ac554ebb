// A link that goes nowhere yet (the footer's socials and policies, "Follow Us": docs/product.md §2).
// It stays a link for the eye and the keyboard, but a click changes neither the URL nor the history:
// a `#facebook` fragment used to add a history entry, so Back stayed on the page.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export type PlaceholderLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick'> & { href: string };

const stayPut = (e: MouseEvent<HTMLAnchorElement>) => e.preventDefault();

export function PlaceholderLink({ href, children, ...rest }: PlaceholderLinkProps) {
  return (
    <a href={href} {...rest} onClick={stayPut}>
      {children}
    </a>
  );
}
