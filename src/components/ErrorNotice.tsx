import { ApiRequestError } from '../lib/api-client';

interface ErrorNoticeProps {
  title?: string;
  error: unknown;
  /** Shown as a 'Try again' button; omit when retrying cannot help. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** The message to show for a failed call: the server's own words when it sent some. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return 'Something went wrong. Please try again.';
}

/** A failed load, said plainly, with a way to try again (never a blank area). */
export function ErrorNotice({
  title = 'We could not load this',
  error,
  onRetry,
  retryLabel = 'Try again',
}: ErrorNoticeProps) {
  return (
    <div className="oe-notice oe-notice--error" role="alert">
      <p className="oe-notice__title">{title}</p>
      <p>{errorMessageOf(error)}</p>
      {onRetry && (
        <button type="button" className="oe-button oe-button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
