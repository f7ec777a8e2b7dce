import { ICON_SPRITE } from '@/ui/icons.tsx';

/** The icon sprite pages reference with <use href="/icons.svg?v=...#name">; the version makes it immutable. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(ICON_SPRITE, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
