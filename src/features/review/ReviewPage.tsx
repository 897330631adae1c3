import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../schemas/messages';
import { reviewTabs, smsNotificationAllowed } from '../../../schemas/review-rules';
import { SAVED_TAB_OF, STEP_TITLES, TAB_ROUTES, type TabName } from '../../../schemas/steps/tabs';
import { ApiRequestError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { cartAmountQueryKey, cartCountQueryKey, planCartQueryOptions } from '../cart';
import { SigningStatusPanel, signingStatusQueryKey, useSigningStatus } from '../signing';
import { cartPlanInfoQueryOptions } from '../../wizard/api/get-cart-plan-info';
import { dynamicTabsQueryOptions } from '../../wizard/api/get-dynamic-tabs';
import { saveEnrollment } from '../../wizard/api/save-enrollment';
import { stepTempInfoQueryKey, stepTempInfoQueryOptions } from '../../wizard/api/get-step-temp-info';
import { Modal } from '../../wizard/Modal';
import { SaveLaterModal } from '../../wizard/SaveLaterModal';
import { captureStepScreenshot } from '../../wizard/screenshot';
import { StepActions } from '../../wizard/StepActions';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { saveReviewInfo } from './api/save-review-info';
import { OrderSummary } from './components/OrderSummary';
import { ReviewCard } from './components/ReviewCard';
import { CustomTabCard } from './components/CustomTabCard';
import { MissingFieldsNotice } from './components/MissingFieldsNotice';
import { missingFieldsQueryOptions } from './api/get-missing-fields';
import { carrierFieldsQueryOptions } from './api/get-carrier-fields';
import { reviewSection } from './review-display';
import { isCustomTabName } from '../../../schemas/steps/tabs';
import '../../styles/commerce.css';
import '../../styles/review.css';

/** The e-mail option beside the specification's text-message box (its wording is ours). */
const SEND_SIGNING_EMAIL = 'Send enrollment & signature request via E-mail';

/**
 * Review & Confirmation (002 sections 2, 4 and 6): a card per required tab from its saved data,
 * additional notes, the order summary, the SMS checkbox where the rule allows it, and Complete
 * Enrollment (idempotent on the server; a failure opens the 'Something went wrong' modal).
 */
export function ReviewPage({ enrollmentId }: { enrollmentId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nav = useWizardNavigation(enrollmentId, 'review_info');
  const notesId = useId();
  const page = useRef<HTMLDivElement>(null);
  const [tabsData, cart, cartInfo, reviewSaved, carrierFields] = useSuspenseQueries({
    queries: [
      dynamicTabsQueryOptions(enrollmentId),
      planCartQueryOptions(enrollmentId),
      cartPlanInfoQueryOptions(enrollmentId),
      stepTempInfoQueryOptions(enrollmentId, 'review_info'),
      // Labels of a carrier's answers on the cards.
      carrierFieldsQueryOptions(enrollmentId),
    ],
  });
  const tabs = reviewTabs(tabsData.data.result);
  // A carrier's required question pages, after the steps (their answers go into the enrollment too).
  const customTabs = tabsData.data.result.filter((t) => isCustomTabName(t.tab_name) && t.required === true);
  // Required steps not finished and fields published since a step was saved: named here; completion waits for them.
  const missing = useQuery(missingFieldsQueryOptions(enrollmentId));
  const stillNeeded = missing.data ? missing.data.missing_steps.length + missing.data.missing_fields.length : 0;
  const notice = useRef<HTMLDivElement>(null);
  // Focus moves to the notice once it is on screen (it may only appear with the refusal's refetch).
  const [noticeAsked, setNoticeAsked] = useState(0);
  useEffect(() => {
    if (noticeAsked > 0) notice.current?.focus();
  }, [noticeAsked]);
  const showNotice = () => setNoticeAsked((n) => n + 1);
  const saved = useSuspenseQueries({
    queries: tabs.map((tab) => stepTempInfoQueryOptions(enrollmentId, SAVED_TAB_OF[tab])),
  });
  const savedNotes = (reviewSaved.data as { additional_notes?: unknown } | null)?.additional_notes;
  const [notes, setNotes] = useState(typeof savedNotes === 'string' ? savedNotes : '');
  const [sendSms, setSendSms] = useState(false);
  const [sendEmailSignature, setSendEmailSignature] = useState(false);
  const [modal, setModal] = useState<'error' | 'save-later' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const eprocess = storage.get('eprocess');
  const smsAllowed = smsNotificationAllowed({
    eprocess,
    isIha: cartInfo.data.is_IHA,
    hasAlreadySigned: cart.data.has_already_signed,
    signatureRequired: cart.data.signature_required,
  });
  // The signing link by e-mail: the text-message rule without its IHA exclusion (any plan may be signed remotely).
  const byRepOrGroup = eprocess === 'rep' || eprocess === 'group';
  const emailSigningAllowed = smsNotificationAllowed({
    eprocess,
    isIha: false,
    hasAlreadySigned: cart.data.has_already_signed,
    signatureRequired: cart.data.signature_required,
  });
  // A signing request already sent (this visit or an earlier one): its panel replaces Complete Enrollment.
  const signing = useSigningStatus(byRepOrGroup ? enrollmentId : undefined);
  const awaitingClient = signing.data !== undefined && signing.data.status !== 'none';

  // Leaving the review (Edit Details, Back) drops the cards' data, so the next visit reads what the steps saved since.
  const columns = [...tabs.map((tab) => SAVED_TAB_OF[tab]), 'review_info'].join(',');
  useEffect(
    () => () =>
      columns
        .split(',')
        .forEach((column) =>
          queryClient.removeQueries({ queryKey: stepTempInfoQueryKey(enrollmentId, column), exact: true }),
        ),
    [columns, enrollmentId, queryClient],
  );

  const editRoute = (route: string) => {
    storage.set('navto', 'review');
    navigate(`${nav.prefix}/enrollment/${route}`);
  };
  const edit = (tab: TabName) => editRoute(TAB_ROUTES[tab]);
  const routeOf = (tab: string) => (isCustomTabName(tab) ? tab : TAB_ROUTES[tab as TabName]);

  const complete = async () => {
    if (busy) return;
    // Steps or fields still needed: the notice names each with its link; nothing is sent.
    if (stillNeeded > 0) return showNotice();
    setBusy(true);
    storage.remove('cartCount');
    await captureStepScreenshot(page.current, enrollmentId, 'review_info');
    try {
      const answer = await saveReviewInfo(enrollmentId, {
        additional_notes: notes,
        send_sms: smsAllowed && sendSms ? 1 : 0,
        send_email_signature: emailSigningAllowed && sendEmailSignature ? 1 : 0,
      });
      if (answer.signing && answer.signing.status !== 'none') {
        // Sent for the client's signature: the enrollment completes when they sign (the panel follows it).
        queryClient.setQueryData(signingStatusQueryKey(enrollmentId), answer.signing);
        setBusy(false);
        return;
      }
    } catch (e) {
      setBusy(false);
      // A step or field the server still needs (asked since the page opened): named in the notice, not as a failure.
      const needed = e instanceof ApiRequestError && e.httpStatus === 400 ? await missing.refetch() : null;
      const data = needed?.data;
      if (data && data.missing_steps.length + data.missing_fields.length > 0) return showNotice();
      setProblems(e instanceof ApiRequestError ? e.fieldErrorList.map((f) => f.error_message) : []);
      setModal('error');
      return;
    }
    toReceipt();
  };

  const toReceipt = () => {
    for (const key of ['first_track', 'isSpouseEnrollAccept', 'navto'] as const) storage.remove(key);
    // The cart became a policy: the header's count and amount go to zero.
    queryClient.setQueryData(cartCountQueryKey(enrollmentId), { result: 0 });
    queryClient.setQueryData(cartAmountQueryKey(enrollmentId), { result: 0 });
    navigate(`${nav.prefix}/enrollment/receipt`);
  };

  return (
    <div ref={page} className="oe-step">
      <h1>{STEP_TITLES.review_info}</h1>
      {missing.data && stillNeeded > 0 && (
        <MissingFieldsNotice
          ref={notice}
          steps={missing.data.missing_steps}
          fields={missing.data.missing_fields}
          hrefOf={(tab) => `${nav.prefix}/enrollment/${routeOf(tab)}`}
          onFollow={() => storage.set('navto', 'review')}
        />
      )}
      <ul className="oe-review-cards" aria-label="Enrollment details">
        {tabs.map((tab, i) => (
          <ReviewCard
            key={tab}
            title={STEP_TITLES[tab]}
            section={reviewSection(tab, saved[i]?.data ?? null, carrierFields.data[tab])}
            onEdit={() => edit(tab)}
          />
        ))}
        {customTabs.map((t) => (
          <CustomTabCard
            key={t.tab_name}
            enrollmentId={enrollmentId}
            tab={t.tab_name}
            title={t.title ?? t.tab_name}
            onEdit={() => editRoute(t.tab_name)}
          />
        ))}
      </ul>
      <div className="oe-card oe-field">
        <label className="oe-label" htmlFor={notesId}>
          Additional Notes
        </label>
        <textarea
          id={notesId}
          className="oe-input oe-textarea"
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <OrderSummary cart={cart.data} />
      {awaitingClient && <SigningStatusPanel enrollmentId={enrollmentId} onViewReceipt={toReceipt} />}
      {!awaitingClient && smsAllowed && (
        <label className="oe-check">
          <input type="checkbox" checked={sendSms} onChange={(e) => setSendSms(e.target.checked)} />
          {MESSAGES.sendSmsNotification}
        </label>
      )}
      {!awaitingClient && emailSigningAllowed && (
        <label className="oe-check">
          <input
            type="checkbox"
            checked={sendEmailSignature}
            onChange={(e) => setSendEmailSignature(e.target.checked)}
          />
          {SEND_SIGNING_EMAIL}
        </label>
      )}
      <StepActions
        onBack={nav.goBack}
        onSaveLater={() => setModal('save-later')}
        extra={
          !awaitingClient && (
            <button
              type="button"
              className="oe-button oe-button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void complete()}
            >
              Complete Enrollment
            </button>
          )
        }
        showNext={false}
      />
      {modal === 'error' && (
        <Modal title="Enrollment not completed" onClose={() => setModal(null)}>
          <p role="alert">{MESSAGES.somethingWentWrong}</p>
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <div className="oe-modal__actions">
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setModal(null)}>
              Close
            </button>
            <button type="button" className="oe-button oe-button--primary" onClick={() => setModal('save-later')}>
              Save and Continue Later
            </button>
          </div>
        </Modal>
      )}
      {modal === 'save-later' && (
        <SaveLaterModal
          onClose={() => setModal(null)}
          onSend={(to) =>
            saveEnrollment(enrollmentId, { ...to, tab: 'review_info', data: { additional_notes: notes } })
          }
        />
      )}
    </div>
  );
}

/** /enrollment/review-confirm inside the wizard layout (which handles a missing enrollment). */
export function ReviewRoute() {
  const enrollmentId = storage.get('tempId');
  return enrollmentId ? <ReviewPage enrollmentId={enrollmentId} /> : null;
}
