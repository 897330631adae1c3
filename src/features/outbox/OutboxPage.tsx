import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { ApiRequestError } from '../../lib/api-client';
import { useOutbox } from './api/get-outbox';
import '../../styles/commerce.css';

/** /outbox: what the embedded demo "sent" (demo-data.md); off when real mail (SMTP_URL) is configured. */
export function OutboxPage() {
  const outbox = useOutbox();
  const off = outbox.error instanceof ApiRequestError && outbox.error.httpStatus === 404;
  return (
    <div className="oe-container oe-section">
      <h1>Outbox</h1>
      <p className="oe-muted">
        E-mails the demo would have sent (quotes, save-for-later codes, receipts), newest first.
      </p>
      {outbox.isPending && <Skeleton height="8rem" />}
      {off && <p className="oe-notice">The outbox is not available: this site sends real e-mail.</p>}
      {outbox.isError && !off && (
        <ErrorNotice title="We could not load the outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
      )}
      {outbox.isSuccess && outbox.data.result.length === 0 && <p>No e-mails yet.</p>}
      {outbox.isSuccess && (
        <ol className="oe-outbox">
          {outbox.data.result.map((mail, i) => (
            <li key={`${mail.sent_at}-${i}`} className="oe-card">
              <article aria-label={mail.subject}>
                <h2 className="oe-outbox__subject">{mail.subject}</h2>
                <p className="oe-muted">
                  To {mail.to} · <time dateTime={mail.sent_at}>{new Date(mail.sent_at).toLocaleString('en-US')}</time>
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
