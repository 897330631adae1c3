import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { ReplacePlanDialog, type ReplacePlanOffer } from '../../cart';

interface Props {
  prefix: string;
  added: string | null;
  onCloseAdded: () => void;
  alreadyActive: string | null;
  onCloseAlreadyActive: () => void;
  /** 'Add More Plan' on /plans, 'Add More Plans' on /new-plans (000 section 2). */
  addMoreLabel: string;
  /** A 'single-plan' refusal: the plan already in the cart, with Replace and Keep my plan. */
  replace?: ReplacePlanOffer | null;
}

/**
 * The notify dialog after adding (server message, View Cart, Add More), the already-active modal
 * (OK) and the one-plan-per-coverage offer (Replace / Keep my plan).
 */
export function AddedDialogs({
  prefix,
  added,
  onCloseAdded,
  alreadyActive,
  onCloseAlreadyActive,
  addMoreLabel,
  replace = null,
}: Props) {
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
