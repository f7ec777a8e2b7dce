import type { Database } from '@site/db/client';
import type { GatewayDeps } from './context.ts';
import { getPlatformConfig } from './repositories/content.ts';

/** Where the team's mail about a lead goes, and what the brand is called in it. */
export interface TeamMail {
  to: string;
  /** What the brand is called in the mail ('跨境合规（00）' etc.). */
  brand: string;
}

const FALLBACK_TEAM_ADDRESS = 'team@localhost';

/** The team of a brand: MAIL_TO when set, else the brand's mailbox (platform config), else team@localhost. */
export const teamMailOf = async (
  db: Database,
  deps: Pick<GatewayDeps, 'mailTo'>,
  platform: string,
  lang: string,
): Promise<TeamMail> => {
  const config = await getPlatformConfig(db, platform, lang);
  return {
    to: deps.mailTo ?? config?.contact.email ?? FALLBACK_TEAM_ADDRESS,
    brand: config ? `${config.label}（${platform}）` : platform,
  };
};
