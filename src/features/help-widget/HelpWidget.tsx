import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { formatPhoneDisplay } from '../../../schemas/formats';
import { deviceId } from '../../lib/device-id';
import { storage } from '../../lib/storage';
import { telHref } from '../../lib/tel-href';
import { useSupportPhone, useTicketLink } from '../shell';
import { AssistantChat } from './components/AssistantChat';
import './help-widget.css';

type View = 'assistant' | 'ticket' | 'feedback' | 'contact';

const VIEWS: ReadonlyArray<{ view: View; label: string }> = [
  { view: 'assistant', label: 'Virtual Assistant' },
  { view: 'ticket', label: 'Ticket' },
  { view: 'feedback', label: 'Feedback' },
  { view: 'contact', label: 'Contact Rep' },
];

/**
 * The help widget (000 sections 2 and 4): a button that opens a panel with the virtual
 * assistant, a support ticket link, feedback and Contact Rep. Escape closes it and focus returns
 * to the button.
 */
export function HelpWidget() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('assistant');
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const ticket = useTicketLink();
  const rep = storage.get('repInfo');
  const phone = useSupportPhone(rep?.phoneNumber, rep !== undefined);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  });

  // The panel takes focus when it opens; Escape pressed anywhere inside it closes it.
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.focus();
    element.addEventListener('keydown', closeOnEscape);
    return () => element.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  // Only an https address opens: the link comes from configuration, never a javascript: URL.
  const ticketUrl = ticket.data?.ticket && /^https:\/\//i.test(ticket.data.ticket) ? ticket.data.ticket : undefined;

  return (
    <div className="oe-help">
      {open && (
        <div id={panelId} ref={panel} className="oe-help__panel" role="dialog" aria-label="Help" tabIndex={-1}>
          <div className="oe-help__head">
            <h2 className="oe-help__title">How can we help?</h2>
            <button type="button" className="oe-help__close" aria-label="Close help" onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="oe-help__tabs" role="group" aria-label="Help topics">
            {VIEWS.map((v) => (
              <button
                key={v.view}
                type="button"
                className="oe-help__tab"
                aria-pressed={view === v.view}
                onClick={() => setView(v.view)}
              >
                {v.label}
              </button>
            ))}
          </div>
          <div className="oe-help__body">
            {(view === 'assistant' || view === 'contact') && (
              <>
                {view === 'contact' && (
                  <p>
                    {rep?.name ?? 'Support'}
                    {phone && (
                      <>
                        {' · '}
                        <a href={telHref(phone)}>{formatPhoneDisplay(phone)}</a>
                      </>
                    )}
                    {rep?.email && (
                      <>
                        {' · '}
                        <a href={`mailto:${rep.email}`}>{rep.email}</a>
                      </>
                    )}
                  </p>
                )}
                <AssistantChat deviceId={deviceId()} />
              </>
            )}
            {view === 'ticket' &&
              (ticketUrl ? (
                <a href={ticketUrl} target="_blank" rel="noopener noreferrer">
                  Create a support ticket (opens in a new tab)
                </a>
              ) : (
                <p className="oe-muted">Support tickets are not available right now.</p>
              ))}
            {view === 'feedback' &&
              (rep?.email ? (
                <p>
                  Tell us how we are doing: <a href={`mailto:${rep.email}?subject=Feedback`}>send feedback by e-mail</a>
                  .
                </p>
              ) : (
                <p className="oe-muted">Use the Virtual Assistant to leave your feedback.</p>
              ))}
          </div>
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        className="oe-button oe-button--primary oe-help__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Help
      </button>
    </div>
  );
}
