import { Dialog } from '../../../components/Dialog';

/** A 'single-plan' refusal waiting for the shopper's answer: the server's message and the two answers. */
export interface ReplacePlanOffer {
  /** The server's message, naming the plan already in the cart and the one being added. */
  message: string;
  /** The add is being sent again with the plans to replace. */
  busy: boolean;
  /** Replace: the same add, taking out the plans the refusal named. */
  onReplace: () => void;
  /** Keep the cart as it is. */
  onKeep: () => void;
}

/**
 * A cart holds one plan of a single-plan coverage (dental, vision, major medical...): the refusal
 * names the plan in the cart and offers to replace it, on /plans, /new-plans and the plan page.
 */
export function ReplacePlanDialog({ message, busy, onReplace, onKeep }: ReplacePlanOffer) {
  return (
    <Dialog
      open
      title="Already in your cart"
      onClose={onKeep}
      hideClose
      actions={
        <>
          <button
            type="button"
            className="oe-button oe-button--primary"
            onClick={onReplace}
            disabled={busy}
            data-autofocus
          >
            Replace
          </button>
          <button type="button" className="oe-button oe-button--secondary" onClick={onKeep}>
            Keep my plan
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
