import { draftMode } from 'next/headers';
import type { Locale } from '../brands.ts';
import { textsOf } from '../i18n/translate.ts';

/**
 * The 预览 banner of a content preview (issue 26): shown only while Next.js's draft mode is on, which server.ts turns
 * on for a request with a valid preview token alone (never stored in any cache).
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return null;
  const ui = textsOf(locale, 'ui');
  return (
    <div
      role="status"
      data-preview-banner=""
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10000,
        background: '#fa8c16',
        color: '#fff',
        textAlign: 'center',
        padding: '6px 12px',
        fontWeight: 600,
      }}
    >
      {ui('preview')}
    </div>
  );
}
