import { pricingErrorMessage } from '../../../../schemas/messages';

const CLICK_HERE = 'by clicking here';

interface Props {
  errorCode: string;
  /** The server's message (used for codes without a fixed text: planAgeError, portalError ...). */
  message: string;
  /** Opens the salary / working-hours modal (salaryError, hourError) or the tobacco modal (smokerError). */
  onClickHere?: () => void;
}

/** A pricing error code's message (001 section 8); 'by clicking here' becomes the button that fixes it. */
export function PricingErrorMessage({ errorCode, message, onClickHere }: Props) {
  if (errorCode === 'enrollmentIdError' || errorCode === 'newQuestionsError' || errorCode === 'changePid') return null;
  const text = pricingErrorMessage(errorCode) ?? message;
  const at = text.indexOf(CLICK_HERE);
  return (
    <p className="oe-pd-alert oe-pd-alert--error" role="alert">
      {at < 0 || !onClickHere ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <button type="button" className="oe-pd-link" onClick={onClickHere}>
            {CLICK_HERE}
          </button>
          {text.slice(at + CLICK_HERE.length)}
        </>
      )}
    </p>
  );
}
