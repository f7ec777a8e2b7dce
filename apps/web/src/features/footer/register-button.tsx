'use client';

import { usePathname } from 'next/navigation';
import { portalUrl } from '../../lib/portal.ts';
import { isRegisterButtonHidden } from './footer-paths.ts';

interface RegisterButtonProps {
  label: string;
  /** The portal's origin (PORTAL_URL); '' for this site. */
  portal: string;
  /** Public paths the button is hidden on (the brand's `registerBannerButtonHiddenOn`). */
  hiddenOn: readonly string[];
  className?: string;
}

/**
 * The registration banner's button: the portal's registration in a new tab, like the header's
 * register button (the current query carried over, pointType=registers). The path decides whether
 * it shows; usePathname gives it on the server too, so the page's HTML already has it or not.
 */
export function RegisterButton({ label, portal, hiddenOn, className }: RegisterButtonProps) {
  const pathname = usePathname();
  if (hiddenOn.length > 0 && isRegisterButtonHidden(pathname ?? '/', hiddenOn)) return null;
  return (
    <a
      href={portalUrl(portal, 'register', '')}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={(event) => {
        event.currentTarget.href = portalUrl(portal, 'register', window.location.search);
      }}
    >
      {label}
    </a>
  );
}
