import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { ReplacePlanDialog } from '../../cart';
import type { useAddToCart } from '../use-add-to-cart';

/** What the dialogs read of useAddToCart's answer. */
type AddToCartDialogs = Pick<
  ReturnType<typeof useAddToCart>,
  'added' | 'closeAdded' | 'alreadyActive' | 'closeAlreadyActive' | 'replace'
>;

interface Props {
  prefix: string;
  /** The page's useAddToCart answer. */
  cart: AddToCartDialogs;
  /** 'Add More Plan' on /plans, 'Add More Plans' on /new-plans (000 section 2). */
  addMoreLabel: string;
}

/**
 * The notify dialog after adding (server message, View Cart, Add More), the already-active modal
 * (OK) and the one-plan-per-coverage offer (Replace / Keep my plan).
 */
export function AddedDialogs({ prefix, cart, addMoreLabel }: Props) {
  const { added, closeAdded: onCloseAdded, alreadyActive, closeAlreadyActive: onCloseAlreadyActive, replace } = cart;
  return (
    <>
      {replace && <ReplacePlanDialog {...replace} />}
      <Dialog
        open={added !== null}
        title="Added to cart"
        onClose={onCloseAdded}
        actions={
          <>
            <Link className="oe-button oe-button--primary" to={`${prefix}/cart`} data-autofocus>
              View Cart
            </Link>
            <button type="button" className="oe-button oe-button--secondary" onClick={onCloseAdded}>
              {addMoreLabel}
            </button>
          </>
        }
      >
        <p role="status">{added}</p>
      </Dialog>
      <Dialog
        open={alreadyActive !== null}
        title="Plan already active"
        onClose={onCloseAlreadyActive}
        hideClose
        actions={
          <button type="button" className="oe-button oe-button--primary" onClick={onCloseAlreadyActive} data-autofocus>
            OK
          </button>
        }
      >
        <p>{alreadyActive}</p>
      </Dialog>
    </>
  );
}
