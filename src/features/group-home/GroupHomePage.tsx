import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../schemas/messages';
import { storage } from '../../lib/storage';
import { PortalChoice } from '../agent-home';
import { useSiteSession } from '../site';
import { CensusSection } from './components/CensusDownload';
import { ContributionsSection } from './components/ContributionsSection';
import '../../styles/homes.css';

/**
 * The group home (/group-home, 000 sections 2 and 4): welcome with the group's name; New Member
 * picks a portal and goes to /home; Current Member goes to /group-select-member. The group
 * administrator downloads the census below (after signing in).
 */
export function GroupHomePage() {
  const { landing } = useParams();
  const navigate = useNavigate();
  const session = useSiteSession().data;
  const [choosing, setChoosing] = useState(false);
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const name = storage.get('gname') ?? session?.display?.display_name ?? '';

  return (
    <div className="oe-container oe-section">
      <title>Group home · OpenEnroll</title>
      <h1>{name ? `Welcome ${name}` : 'Welcome'}</h1>
      {!choosing && (
        <section className="oe-home-panel" aria-labelledby="group-who-heading">
          <h2 id="group-who-heading">{MESSAGES.whoToEnroll}</h2>
          <div className="oe-choice-row">
            <button type="button" className="oe-choice" onClick={() => setChoosing(true)}>
              New Member
              <span className="oe-choice__note">Enroll a new employee.</span>
            </button>
            <button
              type="button"
              className="oe-choice"
              onClick={() => {
                storage.set('enroll_type', 'existing-member');
                navigate(`${prefix}/group-select-member`);
              }}
            >
              Current Member
              <span className="oe-choice__note">Add plans for a current employee.</span>
            </button>
          </div>
        </section>
      )}
      {!choosing && <CensusSection />}
      {!choosing && <ContributionsSection />}
      {choosing && (
        <PortalChoice
          onBack={() => setChoosing(false)}
          onChosen={() => {
            storage.set('enroll_type', 'new-group-member');
            navigate(`${prefix}/home`);
          }}
        />
      )}
    </div>
  );
}
