'use client';

/**
 * Where a static section's HTML (lib/static-html.ts) goes in the page. Given `html` (flight data for the client
 * router), it shows that. Given only a `token` (a document: lib/static-slots.ts), it takes the HTML from the
 * request's slots when rendered to HTML on the server, and in the browser from the page it hydrates, kept here by
 * token so that the page shown again through the client router (going back to it) has it too.
 */

/** lib/static-slots.ts's STATIC_SLOTS: an AsyncLocalStorage of the request's slots, on the server only. */
const STATIC_SLOTS = Symbol.for('site.staticSlots');

/** The sections this document has shown, by token (a visitor's own few reports). */
const shown = new Map<string, string>();
const SHOWN_MAX = 16;

const idOf = (token: string) => `static-${token}`;

const htmlOf = (token: string): string => {
  if (typeof document === 'undefined') {
    const slots = (globalThis as { [STATIC_SLOTS]?: { getStore(): Map<string, string> | undefined } })[STATIC_SLOTS];
    return slots?.getStore()?.get(token) ?? '';
  }
  const kept = shown.get(token);
  if (kept !== undefined) return kept;
  const element = document.getElementById(idOf(token));
  // Not in this page (yet): nothing is kept, so a later render that finds it still can.
  if (!element) return '';
  if (shown.size >= SHOWN_MAX) shown.delete(shown.keys().next().value as string);
  shown.set(token, element.innerHTML);
  return element.innerHTML;
};

export function StaticIsland({ className, token, html }: { className?: string; token?: string; html?: string }) {
  const markup = html ?? (token ? htmlOf(token) : '');
  return (
    <div
      id={token ? idOf(token) : undefined}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by lib/static-html.ts, text escaped as React does
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
