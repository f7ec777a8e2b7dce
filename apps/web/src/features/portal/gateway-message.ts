import { ApiError } from '@site/contracts/client';
import { accountMessageKeyOf } from '@site/contracts/system';
import { useTranslations } from 'use-intl/react';

/**
 * The gateway's failure in the page's language (client islands inside <Texts namespaces={['gateway']}>): the answer's
 * message key (docs/portal.md) read from the `gateway` namespace with its arguments; a fixed text of the contract's
 * own rules (checked in the browser before the call) by its key; any other failure as the gateway worded it.
 * `otherwise` is for an error that is no gateway answer.
 */
export const useGatewayMessage = () => {
  const t = useTranslations('gateway');
  return (error: unknown, otherwise: string): string => {
    if (!(error instanceof ApiError)) return otherwise;
    const key = error.key ?? accountMessageKeyOf(error.message)?.key;
    if (!key || !t.has(key as Parameters<typeof t.has>[0])) return error.message;
    return t(key as Parameters<typeof t>[0], error.args as never);
  };
};
