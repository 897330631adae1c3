import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row under the content. */
  actions?: ReactNode;
  /** Hides the corner close button when the actions already say Yes/No. */
  hideClose?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: the page behind is inert while it is open, Tab
 * cycles inside it, Escape closes it, and focus goes back to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, actions, hideClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // Keep Tab inside the dialog, also where the browser has no native modal support.
        const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const [head, tail] = [items[0], items[items.length - 1]];
        if (!head || !tail) return;
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    dialog.addEventListener('keydown', onKey);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog ref={ref} className="oe-dialog" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <div className="oe-dialog__head">
        <h2 id={titleId} className="oe-dialog__title">
          {title}
        </h2>
        {!hideClose && (
          <button type="button" className="oe-dialog__close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div className="oe-dialog__body">{children}</div>
      {actions && <div className="oe-dialog__actions">{actions}</div>}
    </dialog>
  );
}
