import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import type { Outbox } from '../../../schemas/api/outbox';
import { ApiRequestError } from '../../lib/api-client';
import { useOutbox } from './api/get-outbox';
import '../../styles/commerce.css';

/** A text message (its `to` is the phone number) rather than an e-mail. */
const isText = (item: Outbox['result'][number]) => item.channel === 'sms';

/**
 * /outbox: what the embedded demo "sent" (demo-data.md), e-mails and text messages; off when real
 * mail or texts (SMTP_URL, SMS_URL) are configured.
 */
export function OutboxPage() {
  const outbox = useOutbox();
  const off = outbox.error instanceof ApiRequestError && outbox.error.httpStatus === 404;
  return (
    <div className="oe-container oe-section">
      <h1>Outbox</h1>
      <p className="oe-muted">
        E-mails and text messages the demo would have sent (quotes, codes, signing links, receipts), newest first.
      </p>
      {outbox.isPending && <Skeleton height="8rem" />}
      {off && <p className="oe-notice">The outbox is not available: this site sends real e-mail and text messages.</p>}
      {outbox.isError && !off && (
        <ErrorNotice title="We could not load the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
      )}
      {outbox.isSuccess && outbox.data.result.length === 0 && <p>No messages yet.</p>}
      {outbox.isSuccess && (
        <ol className="oe-outbox">
          {outbox.data.result.map((mail, i) => (
            <li key={`${mail.sent_at}-${i}`} className="oe-card">
              <article aria-label={isText(mail) ? `Text message to ${mail.to}` : mail.subject}>
                <h2 className="oe-outbox__subject">{isText(mail) ? `Text message to ${mail.to}` : mail.subject}</h2>
                <p className="oe-muted">
                  {isText(mail) ? 'Text message' : 'E-mail'} to {mail.to} ·{' '}
                  <time dateTime={mail.sent_at}>{new Date(mail.sent_at).toLocaleString('en-US')}</time>
                </p>
                <pre className="oe-outbox__text">{mail.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
