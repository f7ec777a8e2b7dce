import type { ComponentProps } from 'react';
import type { Link } from '../content/types.ts';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & { link: Link };

/**
 * A plain anchor: pages are whole cached documents, so a full navigation is as fast as a
 * client-side one and needs no router JavaScript or prefetching. External links open in a new tab.
 */
export function SiteLink({ link, children, ...props }: SiteLinkProps) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  ) : (
    <a href={link.href} {...props}>
      {children}
    </a>
  );
}
