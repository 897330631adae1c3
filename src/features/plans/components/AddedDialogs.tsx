import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog';

interface Props {
  prefix: string;
  added: string | null;
  onCloseAdded: () => void;
  alreadyActive: string | null;
  onCloseAlreadyActive: () => void;
  /** 'Add More Plan' on /plans, 'Add More Plans' on /new-plans (000 section 2). */
  addMoreLabel: string;
}

/** The notify dialog after adding (server message, View Cart, Add More) and the already-active modal (OK). */
export function AddedDialogs({ prefix, added, onCloseAdded, alreadyActive, onCloseAlreadyActive, addMoreLabel }: Props) {
  return (
    <>
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
