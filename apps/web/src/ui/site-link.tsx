import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { Link } from '../content/types.ts';
import { isSitePath } from '../lib/urls.ts';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & { link: Link };

/**
 * The site's link. Site paths navigate on the client (next/link) and are never prefetched by
 * next/link itself: `data-prefetch` marks them for the page-behaviour island, which prefetches the
 * ones in view only when the browser is idle and the connection allows it (spec section 9).
 * External links open in a new tab; mailto:, tel: and #anchors stay plain anchors.
 */
export function SiteLink({ link, children, ...props }: SiteLinkProps) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  if (!isSitePath(link.href)) {
    return (
      <a href={link.href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={link.href} prefetch={false} data-prefetch="" {...props}>
      {children}
    </NextLink>
  );
}
