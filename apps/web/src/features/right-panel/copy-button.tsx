'use client';

import { useState } from 'react';
import { notReady, useHydrated } from '../../ui/hydration.ts';

/** Copies a text (the brand's WeChat ID) for a phone visitor, who cannot scan the code on their own screen. */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No Clipboard API (a page over plain HTTP, an older browser): the selection and the copy command instead.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      onClick={copy}
      data-copy-wechat={text}
      aria-live="polite"
      {...notReady(hydrated)}
    >
      {copied ? copiedLabel : label}
    </button>
  );
}
