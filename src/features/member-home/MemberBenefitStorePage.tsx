import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isTierCode } from '../../../schemas/filter-fields';
import { MESSAGES } from '../../../schemas/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { storage } from '../../lib/storage';
import { signedInAs, signInKindOfSite, SignInPrompt } from '../current-members';
import { useStorefrontConfig } from '../site';
import { useAddFilterForMember } from './api/add-filter-for-member';
import '../../styles/homes.css';

/**
 * /member-benefit-store/{id}/{tier} (000 sections 2 and 9): submits the member's id and tier
 * straight away (add-filter-for-member without open_type), keeps the temporary enrollment id, sets
 * the configured group and opens /plans. Like the member home it needs the signed-in rep or group
 * administrator who owns the member (security.md), so a sign-in prompt comes first when needed.
 */
export function MemberBenefitStorePage() {
  const { landing, id = '', tier = '' } = useParams();
  const navigate = useNavigate();
  const config = useStorefrontConfig();
  const create = useAddFilterForMember();
  const signInKind = signInKindOfSite();
  const [signedIn, setSignedIn] = useState(() => signedInAs('rep') || signedInAs('group'));
  // One submission per visit: React's development double effects must not create two enrollments.
  const submitted = useRef(false);
  const tierCode = tier.toUpperCase();
  const validTier = isTierCode(tierCode);
  const groupId = config.data?.member_benefit_store_group_id;

  useEffect(() => {
    if (!signedIn || !validTier || groupId === undefined || submitted.current) return;
    submitted.current = true;
    create.mutate(
      { user_id: id, tier: tierCode },
      {
        onSuccess: (created) => {
          storage.set('tempId', created.temp_enrollment_id);
          storage.set('selectedTier', tierCode);
          storage.set('enroll_type', 'existing-member');
          storage.set('enroll_group_id', groupId);
          if (created.portal_id !== null && created.portal_id !== undefined)
            storage.set('platform_group_id', created.portal_id);
          navigate(`${landing ? `/${encodeURIComponent(landing)}` : ''}/plans`, { replace: true });
        },
      },
    );
  }, [signedIn, validTier, groupId, id, tierCode, landing, navigate, create]);

  return (
    <div className="oe-container oe-section">
      <title>Member benefit store · OpenEnroll</title>
      <h1>Member benefit store</h1>
      {!validTier && (
        <p className="oe-field__error" role="alert">
          {MESSAGES.chooseTier}
        </p>
      )}
      {validTier && !signedIn && <SignInPrompt kind={signInKind} onSignedIn={() => setSignedIn(true)} />}
      {validTier && signedIn && create.isError && (
        <ErrorNotice title="This member's plans could not be opened" error={create.error} />
      )}
      {validTier && signedIn && !create.isError && (
        <p aria-live="polite" className="oe-muted">
          Opening the member's plans…
        </p>
      )}
    </div>
  );
}
