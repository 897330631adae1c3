import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../schemas/messages';
import { errorMessageOf } from '../../components/ErrorNotice';
import { storage } from '../../lib/storage';
import { changeFilterInfo } from '../enrollment-filter';
import { signedInAs, SignInPrompt } from '../current-members';
import { keepEnrollerProcess, useSiteSession } from '../site';
import { PortalChoice } from './PortalChoice';
import { useUpdateFilterPortal } from './api/update-filter-portal';
import { NewMemberDialog } from './components/NewMemberDialog';
import { LandingPageEditor } from './components/LandingPageEditor';
import '../../styles/homes.css';

type Step = 'who' | 'sign-in' | 'portal';

/**
 * The rep home (/agent-home, 000 sections 2 and 4): New Member asks for a portal, then a direct
 * start or a group; Current Member goes to the current-member table. Enrolling a client as their
 * broker stands in for the client's own signature, so New Member asks a rep who came in with the
 * access code alone to sign in first (security.md; schemas/eprocess.ts).
 */
export function AgentHomePage() {
  const { landing } = useParams();
  const navigate = useNavigate();
  const session = useSiteSession().data;
  const [step, setStep] = useState<Step>('who');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [portalError, setPortalError] = useState<string>();
  const updatePortal = useUpdateFilterPortal();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const name = storage.get('repInfo')?.name ?? session?.display?.display_name ?? '';

  const startDirect = async () => {
    // The rep enrolls the new member: Broker Verification, and the review can send the client the signing link.
    const byRep = keepEnrollerProcess('rep');
    storage.set('enroll_type', 'new-member');
    storage.remove('enroll_group_id');
    const tempId = storage.get('tempId');
    const portal = storage.get('platform_group_id');
    if (tempId && portal !== undefined) {
      try {
        await updatePortal.mutateAsync({ enrollment_id: tempId, group_id: null, platform_group_id: portal });
        // A quote started before as a shopper becomes the rep's enrollment too.
        if (byRep) await changeFilterInfo({ tempId, eprocess: 'rep' });
      } catch (cause) {
        setDialogOpen(false);
        return setPortalError(errorMessageOf(cause));
      }
    }
    navigate(`${prefix}/home`);
  };

  const startWithGroup = (groupId: number, groupName: string, groupCode: string) => {
    keepEnrollerProcess('rep');
    storage.set('enroll_type', 'new-group-member');
    storage.set('enroll_group_id', groupId);
    storage.set('gname', groupName);
    storage.set('gcode', groupCode);
    // A new group member starts a new filter (000 section 4).
    storage.remove('tempId');
    navigate(`${prefix}/home`);
  };

  return (
    <div className="oe-container oe-section">
      <title>Rep home · OpenEnroll</title>
      <h1>{name ? `Welcome ${name}` : 'Welcome'}</h1>
      {step === 'who' && (
        <section className="oe-home-panel" aria-labelledby="who-heading">
          <h2 id="who-heading">{MESSAGES.whoToEnroll}</h2>
          <div className="oe-choice-row">
            <button
              type="button"
              className="oe-choice"
              onClick={() => setStep(signedInAs('rep') ? 'portal' : 'sign-in')}
            >
              New Member
              <span className="oe-choice__note">Start an enrollment for someone new.</span>
            </button>
            <button
              type="button"
              className="oe-choice"
              onClick={() => {
                storage.set('enroll_type', 'existing-member');
                navigate(`${prefix}/agent-select-member`);
              }}
            >
              Current Member
              <span className="oe-choice__note">Add plans for one of your members.</span>
            </button>
          </div>
        </section>
      )}
      {step === 'sign-in' && (
        <SignInPrompt
          kind="rep"
          title="Sign in to enroll a new member"
          note="You verify the enrollment as the broker. Sign in with your rep e-mail and password to continue."
          onSignedIn={() => setStep('portal')}
          onBack={() => setStep('who')}
          focusHeading
        />
      )}
      {step === 'portal' && (
        <PortalChoice error={portalError} onBack={() => setStep('who')} onChosen={() => setDialogOpen(true)} />
      )}
      {step === 'who' && signedInAs('rep') && <LandingPageEditor />}
      <NewMemberDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onDirect={() => void startDirect()}
        onGroup={startWithGroup}
      />
    </div>
  );
}
