import { formatPhoneDisplay } from '../../../../schemas/formats';
import type { ValidatedAgent } from '../../../../schemas/api/access';

interface RepConfirmationProps {
  agent: ValidatedAgent;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 2 of the access page (000 section 2): the rep's name, code, e-mail and phone with Confirm and Cancel. */
export function RepConfirmation({ agent, onConfirm, onCancel }: RepConfirmationProps) {
  return (
    <section className="oe-rep-confirm" aria-labelledby="rep-confirm-heading">
      <h2 id="rep-confirm-heading">Please confirm your representative</h2>
      <dl className="oe-rep-confirm__list">
        <div>
          <dt>Name</dt>
          <dd>
            {agent.first_name} {agent.last_name}
          </dd>
        </div>
        <div>
          <dt>Code</dt>
          <dd>{agent.agent_code}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{agent.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{formatPhoneDisplay(agent.phone)}</dd>
        </div>
      </dl>
      <div className="oe-actions">
        <button type="button" className="oe-button oe-button--primary" onClick={onConfirm} data-autofocus>
          Confirm
        </button>
        <button type="button" className="oe-button oe-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
