import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ValidatedGroup } from '../../../../schemas/api/access';
import { enrollingCompany, MESSAGES } from '../../../../schemas/messages';
import { readAccess } from '../../site';
import { validateGroup } from '../api/validate-group';
import { enterAsEmployee, landingConfigErrorPath, landingPath } from '../enter-site';
import { AccessCodeForm } from './AccessCodeForm';

/**
 * Employee enrollment by group code (000 section 4): the code, then 'The company that you will be
 * enrolling under is {name}' with Yes and No and a link to re-enter the code. Yes goes to the
 * group's landing (then the age choice when the visitor has not passed the access page yet).
 */
export function GroupCodeFlow({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [group, setGroup] = useState<{ found: ValidatedGroup; code: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (confirming && group) {
    const yes = () => {
      onDone();
      if (!group.found.landing_url) return navigate(landingConfigErrorPath('Group'));
      enterAsEmployee(group.found, group.code);
      navigate(landingPath(group.found.landing_url), { state: readAccess().authenticated ? null : { step: 'age' } });
    };
    const reset = () => {
      setGroup(null);
      setConfirming(false);
    };
    return (
      <div className="oe-group-confirm">
        <p className="oe-group-confirm__text">{enrollingCompany(group.found.name)}</p>
        <div className="oe-actions">
          <button type="button" className="oe-button oe-button--primary" onClick={yes} data-autofocus>
            Yes
          </button>
          <button type="button" className="oe-button oe-button--secondary" onClick={reset}>
            No
          </button>
        </div>
        <button type="button" className="oe-link-button" onClick={reset}>
          Enter the code again
        </button>
      </div>
    );
  }
  return (
    <AccessCodeForm
      label="Group Enrollment Code"
      invalidMessage={MESSAGES.invalidGroupEnrollmentCode}
      check={async (code) => {
        const found = await validateGroup(code);
        setGroup(found ? { found, code } : null);
        return found;
      }}
      onFound={() => setConfirming(true)}
    />
  );
}
