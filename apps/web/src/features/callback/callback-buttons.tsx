'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { BrowserGatewayContext } from '../../lib/browser-gateway.ts';
import { type CallbackRequest, pageKeyOf } from './callback-request.ts';

const CallbackDialog = lazy(() => import('./callback-dialog.tsx'));

/** The attribute a 咨询 button carries: the service it stands for. */
const CALLBACK_ATTRIBUTE = 'data-callback-service';

interface Props extends BrowserGatewayContext {
  /** The brand's hotline and office hours, said in the dialog. */
  hotline: string;
  hours: string;
}

/**
 * Every 咨询 button of the page (a link to the contact page carrying data-callback-service) opens the callback dialog
 * in place, with its service filled in (issue 28). One listener for the whole page; the dialog's code loads on the
 * first press. Without this script, or with a modifier key (a new tab), the link opens the contact page as before.
 */
export function CallbackButtons({ hotline, hours, ...context }: Props) {
  const [request, setRequest] = useState<CallbackRequest | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const button = (event.target as Element | null)?.closest?.(`[${CALLBACK_ATTRIBUTE}]`);
      const service = button?.getAttribute(CALLBACK_ATTRIBUTE)?.trim();
      if (!service) return;
      // Before the link's own handler (the capture phase): no client-side navigation to the contact page.
      event.preventDefault();
      event.stopPropagation();
      setRequest({ service, from: pageKeyOf(window.location.pathname) });
      setOpened(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CallbackDialog {...context} request={request} hotline={hotline} hours={hours} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
