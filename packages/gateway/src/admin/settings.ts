import { parseHostMap } from '@site/contracts/hosts';
import { z } from 'zod';

/**
 * Where the back office lives (issue 25): ADMIN_HOST, the host name it is served on and nowhere else (default
 * admin.localhost), and its origin for cookies and CSRF checks: ADMIN_ORIGIN, else http://ADMIN_HOST:PORT for a
 * *.localhost name and https://ADMIN_HOST for a real domain. ADMIN_IDLE_MINUTES: a session unused that long ends (30).
 */
export interface AdminSettings {
  host: string;
  origin: string;
  idleMinutes: number;
  /** Platform code -> the public host an item's link opens (PLATFORM_HOSTS' first host of each brand). */
  publicHosts?: Readonly<Record<string, string>>;
}

const schema = z.object({
  ADMIN_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'ADMIN_HOST: a host name without scheme or port, e.g. admin.example.com')
    .default('admin.localhost'),
  ADMIN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
});

export const adminSettings = (env: Record<string, string | undefined> = process.env): AdminSettings => {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const { ADMIN_HOST: host, ADMIN_ORIGIN, ADMIN_IDLE_MINUTES: idleMinutes, PORT } = parsed.data;
  const local = host === 'localhost' || host.endsWith('.localhost');
  const origin = (ADMIN_ORIGIN ?? (local ? `http://${host}:${PORT}` : `https://${host}`)).replace(/\/+$/, '');
  const publicHosts: Record<string, string> = {};
  // The hosts only: the fallback brand (PLATFORM) plays no part, and a blank one is the web settings' to refuse.
  for (const [name, code] of Object.entries(parseHostMap({ PLATFORM_HOSTS: env.PLATFORM_HOSTS }).hosts)) {
    publicHosts[code] ??= name;
  }
  return { host, origin, idleMinutes, publicHosts };
};

/** Whether a Host header names the back office's host (any port). */
export const isAdminHost = (hostHeader: string | undefined, settings: Pick<AdminSettings, 'host'>): boolean => {
  if (!hostHeader) return false;
  const name = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === settings.host;
};
