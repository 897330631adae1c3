import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ValidatedAgent } from '../../../../schemas/api/access';
import { MESSAGES } from '../../../../schemas/messages';
import { validateAgent } from '../api/validate-agent';
import { enterAsRep, landingConfigErrorPath, landingPath } from '../enter-site';
import { AccessCodeForm } from './AccessCodeForm';
import { AgeChoice } from './AgeChoice';
import { HouseStoreChoice } from './HouseStoreChoice';
import { RepConfirmation } from './RepConfirmation';

interface RepAccessFlowProps {
  /** Start at the age choice (a group employee arriving from the group code popup). */
  startAtAge?: boolean;
  onAgeChosenWithoutRep?: (over65: boolean) => void;
  /** The step heading level context: the access page shows the prompt as its own heading. */
  promptAsHeading?: boolean;
  /** On the open default site, the house agency's name: a visitor without a code shops its store. */
  houseStore?: string | undefined;
}

/**
 * Rep access (000 section 4): code, then the rep's confirmation, then the age choice; Confirm
 * without a landing url goes to the landing-config error. Used by the access page and the
 * footer's Rep Access Code popup.
 */
export function RepAccessFlow({
  startAtAge = false,
  onAgeChosenWithoutRep,
  promptAsHeading = true,
  houseStore,
}: RepAccessFlowProps) {
  const navigate = useNavigate();
  const [agent, setAgent] = useState<ValidatedAgent | null>(null);
  const [step, setStep] = useState<'code' | 'confirm' | 'age'>(startAtAge ? 'age' : 'code');

  if (step === 'age') {
    return (
      <AgeChoice
        onChoose={(over65) => {
          if (!agent) return onAgeChosenWithoutRep?.(over65);
          enterAsRep(agent, over65);
          navigate(landingPath(agent.landing_url ?? ''));
        }}
      />
    );
  }
  if (step === 'confirm' && agent) {
    return (
      <RepConfirmation
        agent={agent}
        onCancel={() => {
          setAgent(null);
          setStep('code');
        }}
        onConfirm={() => (agent.landing_url ? setStep('age') : navigate(landingConfigErrorPath('Agent')))}
      />
    );
  }
  return (
    <section className="oe-access-step" aria-labelledby="access-code-heading">
      {promptAsHeading ? (
        <h2 id="access-code-heading">{MESSAGES.accessCodePrompt}</h2>
      ) : (
        <p id="access-code-heading">{MESSAGES.accessCodePrompt}</p>
      )}
      <AccessCodeForm
        label="Rep Access Code"
        invalidMessage={MESSAGES.invalidRepAccessCode}
        check={async (code) => {
          const found = await validateAgent(code);
          setAgent(found);
          return found;
        }}
        onFound={() => setStep('confirm')}
      />
      {houseStore && onAgeChosenWithoutRep && <HouseStoreChoice name={houseStore} onChoose={() => setStep('age')} />}
    </section>
  );
}
