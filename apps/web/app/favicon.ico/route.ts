import { faviconResponse } from '@/lib/favicon.ts';
import { settings } from '@/settings.ts';

/** The brand's icon for the Host (src/lib/favicon.ts). The proxy does not see .ico paths: this route is reached as is. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return faviconResponse(request.headers.get('host'), settings().hostMap);
}
