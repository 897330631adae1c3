import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CartPlan } from '../../../schemas/api/cart';
import { MESSAGES, effectiveAsOf, selectionLine } from '../../../schemas/messages';
import { Dialog } from '../../components/Dialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { ApiRequestError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { NeedsBasicDetails } from '../../components/NeedsBasicDetails';
import { useCartCheckout } from './api/cart-checkout';
import { useEffectiveDateChoice } from '../effective-date';
import { usePlanCart } from './api/get-plan-cart';
import { useRemovePlanFromCart } from './api/remove-plan-from-cart';
import { CartBreadcrumb } from './components/CartBreadcrumb';
import { CartCosts } from './components/CartCosts';
import { CartLines } from './components/CartLines';
import { SaveCartDialog } from './components/SaveCartDialog';
import { UnionFeesDialog } from './components/UnionFeesDialog';
import { takeScreenshot } from './take-screenshot';
import '../../styles/commerce.css';

/** The group, member and portal line, when the visitor came through a rep or group (000 section 2). */
function selection(): string | null {
  const [group, member, portal] = [storage.get('gname'), storage.get('username'), storage.get('portal_name')];
  return group || member || portal ? selectionLine(group ?? '-', member ?? '-', portal ?? '-') : null;
}

/** /cart: lines, effective date, costs, Proceed to Enrollment, Continue Shopping and Save Cart. */
export function CartPage() {
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const navigate = useNavigate();
  const enrollmentId = storage.get('tempId');
  const cart = usePlanCart(enrollmentId);
  const choice = useEffectiveDateChoice(enrollmentId);
  const remove = useRemovePlanFromCart();
  const checkout = useCartCheckout();
  const pageRef = useRef<HTMLDivElement>(null);

  const [removing, setRemoving] = useState<CartPlan | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fees, setFees] = useState(false);

  // The date the cart is priced for (the server's; the picker changes it and reprices the cart).
  const effectiveDate = choice.data?.effective_date ?? '';

  if (!enrollmentId) {
    return (
      <div className="oe-container oe-section">
        <CartBreadcrumb prefix={prefix} />
        <h1>Cart</h1>
        <NeedsBasicDetails prefix={prefix} />
      </div>
    );
  }

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { enrollment_id: enrollmentId, plan_id: removing.plan_id, plan_pricing_id: removing.plan_pricing_id },
      { onSettled: () => setRemoving(null) },
    );
  };

  const proceed = async () => {
    await takeScreenshot(enrollmentId, 'cart_info', pageRef.current);
    checkout.mutate(
      { enrollment_id: enrollmentId, effective_date: effectiveDate },
      {
        onSuccess: () => {
          storage.set('effectiveDate', effectiveDate);
          navigate(`${prefix}/enrollment/personal-info`, { state: { enrollment: 'new_enrollment' } });
        },
        onError: () => setConfirming(false),
      },
    );
  };

  const checkoutError =
    checkout.error instanceof ApiRequestError
      ? (checkout.error.fieldErrors.effective_date ?? checkout.error.message)
      : undefined;
  const line = selection();
  const lines = cart.data?.result ?? [];

  return (
    <div className="oe-container oe-section" ref={pageRef}>
      <CartBreadcrumb prefix={prefix} />
      <h1>Cart</h1>
      {line && <p className="oe-selection-line">{line}</p>}
      {cart.isPending && <Skeleton height="10rem" />}
      {cart.isError && (
        <ErrorNotice title="We could not load your cart" error={cart.error} onRetry={() => void cart.refetch()} />
      )}
      {cart.isSuccess && lines.length === 0 && (
        <div className="oe-empty">
          <p>{MESSAGES.noItemsInCart}</p>
          <Link className="oe-button oe-button--primary" to={`${prefix}/plans`}>
            Continue Shopping
          </Link>
        </div>
      )}
      {cart.isSuccess && lines.length > 0 && (
        <div className="oe-cart-layout">
          <div>
            {cart.data.special_message && (
              <div className="oe-notice oe-cart-special">
                {cart.data.special_message.split('\n\n').map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {cart.data.has_union_plan && (
                  <button type="button" className="oe-link-button" onClick={() => setFees(true)}>
                    See what the union plan price includes
                  </button>
                )}
              </div>
            )}
            <CartLines lines={lines} onRemove={setRemoving} />
          </div>
          <div>
            <CartCosts cart={cart.data} enrollmentId={enrollmentId} error={checkoutError} />
            <div className="oe-cart-actions">
              <button
                type="button"
                className="oe-button oe-button--primary"
                disabled={!effectiveDate}
                onClick={() => setConfirming(true)}
              >
                Proceed to Enrollment
              </button>
              <Link className="oe-button oe-button--secondary" to={`${prefix}/plans`}>
                Continue Shopping
              </Link>
              <button type="button" className="oe-button oe-button--secondary" onClick={() => setSaving(true)}>
                Save Cart
              </button>
            </div>
          </div>
        </div>
      )}

      <Dialog
        open={removing !== null}
        title="Remove plan"
        onClose={() => setRemoving(null)}
        hideClose
        actions={
          <>
            <button
              type="button"
              className="oe-button oe-button--secondary"
              onClick={() => setRemoving(null)}
              data-autofocus
            >
              No
            </button>
            <button
              type="button"
              className="oe-button oe-button--primary"
              onClick={confirmRemove}
              disabled={remove.isPending}
            >
              Yes
            </button>
          </>
        }
      >
        <p>{MESSAGES.confirmRemove}</p>
      </Dialog>

      <Dialog
        open={confirming}
        title={MESSAGES.cartConfirmationTitle}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setConfirming(false)}>
              Back to Cart
            </button>
            <button
              type="button"
              className="oe-button oe-button--primary"
              onClick={() => void proceed()}
              disabled={checkout.isPending}
              data-autofocus
            >
              Proceed to Enrollment
            </button>
          </>
        }
      >
        <p>{effectiveAsOf(effectiveDate)}</p>
      </Dialog>

      <SaveCartDialog
        open={saving}
        enrollmentId={enrollmentId}
        effectiveDate={effectiveDate}
        onClose={() => setSaving(false)}
        onSent={(email) => {
          setSaving(false);
          setSentTo(email);
        }}
      />
      <Dialog
        open={sentTo !== null}
        title="Quote sent"
        onClose={() => setSentTo(null)}
        actions={
          <button type="button" className="oe-button oe-button--primary" onClick={() => setSentTo(null)} data-autofocus>
            OK
          </button>
        }
      >
        <p role="status">Your quote has been sent to {sentTo}.</p>
      </Dialog>
      <UnionFeesDialog open={fees} onClose={() => setFees(false)} />
    </div>
  );
}
