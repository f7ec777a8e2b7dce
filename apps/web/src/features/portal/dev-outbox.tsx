import type { Locale } from '../../brands.ts';
import { textsOf } from '../../i18n/translate.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { DataTable } from '../../ui/data-table.tsx';
import styles from './portal.module.css';
import type { OutboxMessage } from './portal-calls.ts';

/**
 * The development outbox (docs/portal.md): the newest messages the development SMS provider 'sent', codes included,
 * read on the server on every request. The page exists only while no SMS provider is configured (a 404 otherwise).
 */
export function DevOutbox({ locale, messages, self }: { locale: Locale; messages: OutboxMessage[]; self: string }) {
  const t = textsOf(locale, 'portal');
  return (
    <>
      <p>
        <a className="btn btn-sm btn-outline" href={self}>
          {t('outbox.refresh')}
        </a>
      </p>
      {messages.length === 0 ? (
        <p className={styles.intro}>{t('outbox.empty')}</p>
      ) : (
        <DataTable
          className={styles.table}
          data-testid="outbox"
          columns={[t('outbox.phone'), t('outbox.channel'), t('outbox.purpose'), t('outbox.body'), t('outbox.time')]}
        >
          <tbody>
            {messages.map((message) => (
              <tr key={message.id} data-phone={`${message.areaCode}${message.phone}`}>
                <td>
                  +{message.areaCode} {message.phone}
                </td>
                <td>{message.channel === 'voice' ? t('channels.voice') : t('channels.sms')}</td>
                <td>
                  {message.purpose === 'register' || message.purpose === 'login'
                    ? t(`outbox.purposes.${message.purpose}`)
                    : message.purpose}
                </td>
                <td data-testid="outbox-body">{message.body}</td>
                <td>
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </>
  );
}
