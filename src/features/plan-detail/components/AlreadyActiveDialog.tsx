import { Dialog } from '../../../components/Dialog';

/** The already-active message with OK (cart errorCode already-active, 001 section 8). */
export function AlreadyActiveDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog
      open
      title="Plan already active"
      onClose={onClose}
      hideClose
      actions={
        <button type="button" className="oe-button oe-button--primary" onClick={onClose} data-autofocus>
          OK
        </button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
