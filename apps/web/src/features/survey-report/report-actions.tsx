'use client';

import { type MouseEvent, useEffect, useState } from 'react';
import { showToast } from '../../ui/toast.ts';

/** Prints the report (the print stylesheet leaves the report alone on the page). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
      {label}
    </button>
  );
}

const isPdf = (response: Response) =>
  response.ok && /application\/pdf/i.test(response.headers.get('content-type') ?? '');

/**
 * The PDF download: a plain link (it works without JavaScript) that, with JavaScript, fetches the
 * file itself so a failure (Chromium missing on the server: 503 with a message) becomes a toast on
 * this page instead of an error page.
 */
export function DownloadButton({
  href,
  fileName,
  label,
  busyLabel,
  failed,
}: {
  href: string;
  fileName: string;
  label: string;
  busyLabel: string;
  failed: string;
}) {
  const [busy, setBusy] = useState(false);
  // Marks the link taken over (a click before that downloads the file plainly, which works too).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href, { cache: 'no-store' });
      if (!isPdf(response)) {
        const message = response.status === 503 || response.status === 429 ? (await response.text()).trim() : '';
        showToast(message && message.length <= 200 ? message : failed);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      showToast(failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      href={href}
      download={fileName}
      className="btn btn-outline btn-sm"
      onClick={onClick}
      aria-busy={busy}
      data-ready={ready || undefined}
    >
      <span aria-live="polite">{busy ? busyLabel : label}</span>
    </a>
  );
}
