import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmationNumber, MESSAGES, RECEIPT_TEXT, receiptGreeting } from '../../../schemas/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LinePrice, PaycheckCost } from '../../components/PaycheckCost';
import { Skeleton } from '../../components/Skeleton';
import { storage } from '../../lib/storage';
import { CarrierAnswers } from '../../components/answers/CarrierAnswers';
import { documentOpener } from '../../wizard/api/get-document';
import { SigningStatusPanel } from '../signing';
import { autoInvoiceGeneration } from './api/auto-invoice-generation';
import { useReceipt } from './api/get-receipt';
import { ReceiptDetails } from './components/ReceiptDetails';
import { receiptReturnTarget } from './return-target';
import '../../styles/review.css';

/**
 * The receipt (002 sections 2 and 4): fetched once; when the answer asks for it the invoice is
 * generated, then the stored enrollment id is removed, so a reload shows no second receipt. A
 * remotely signed enrollment also shows its signing status and the signed summary (PDF).
 */
export function ReceiptPage() {
  const navigate = useNavigate();
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  // Read once: the id leaves storage as soon as the receipt has loaded.
  const [enrollmentId] = useState(() => storage.get('tempId'));
  const [home] = useState(() =>
    receiptReturnTarget({
      openType: storage.get('open_type'),
      referral: storage.get('referral'),
      eprocess: storage.get('eprocess'),
    }),
  );
  const receipt = useReceipt(enrollmentId);
  // A rep's or group's enrollment may have been signed remotely: its signing status and signed summary.
  const [byEnroller] = useState(() => ['rep', 'group'].includes(storage.get('eprocess') ?? ''));
  const finished = useRef(false);

  useEffect(() => {
    const data = receipt.data;
    if (!data || finished.current) return;
    finished.current = true;
    // Fetch errors are only logged (002 section 8); the invoice can be generated again later.
    const invoice = data.callInvoice
      ? autoInvoiceGeneration(data.policy_id, data.effective_date).catch(() => undefined)
      : Promise.resolve();
    void invoice.then(() => {
      storage.remove('tempId');
      storage.remove('cartCount');
    });
  }, [receipt.data]);

  const returnButton = (
    <button type="button" className="oe-button oe-button--primary" onClick={() => navigate(`${prefix}${home}`)}>
      Return to homepage
    </button>
  );

  return (
    <div className="oe-container oe-section">
      <div className="oe-card oe-receipt">
        {!enrollmentId && (
          <>
            <h1>Enrollment receipt</h1>
            <p>There is no completed enrollment to show.</p>
          </>
        )}
        {enrollmentId && receipt.isPending && (
          <div aria-hidden="true">
            <Skeleton height="2.5rem" width="60%" />
            <Skeleton width="80%" />
          </div>
        )}
        {receipt.isError && (
          <ErrorNotice
            title="We could not load your receipt"
            error={receipt.error}
            onRetry={() => void receipt.refetch()}
          />
        )}
        {receipt.data && (
          <>
            <h1>{receiptGreeting(receipt.data.name)}</h1>
            <p>Your enrollment is complete. Your confirmation number is</p>
            <p className="oe-receipt__number">{confirmationNumber(receipt.data.policy_id)}</p>
            <p className="oe-receipt__starts">{RECEIPT_TEXT.coverageStarts(receipt.data.effective_date)}</p>
            <p>
              An <strong>{MESSAGES.enrollmentReceipt}</strong> has been sent to the customer and client. A completion
              e-mail follows within 10 minutes.
            </p>
            <PaycheckCost paycheck={receipt.data.per_paycheck} />
            {receipt.data.plans.length > 0 && (
              <dl className="oe-cart-costs__list oe-receipt__plans" aria-label="Plans enrolled">
                {receipt.data.plans.map((plan) => (
                  <div key={plan.plan_id}>
                    <dt>{plan.plan_name}</dt>
                    <dd>
                      <LinePrice price={plan.price} paycheck={plan.paycheck} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <CarrierAnswers
              answers={receipt.data.answers ?? []}
              onOpen={enrollmentId ? documentOpener(enrollmentId) : undefined}
            />
            <ReceiptDetails covered={receipt.data.covered} />
            {byEnroller && enrollmentId && <SigningStatusPanel enrollmentId={enrollmentId} />}
          </>
        )}
        <div className="oe-receipt__actions">
          {receipt.data && (
            <button type="button" className="oe-button oe-button--secondary" onClick={() => window.print()}>
              {RECEIPT_TEXT.print}
            </button>
          )}
          {returnButton}
        </div>
      </div>
    </div>
  );
}
