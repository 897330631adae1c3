import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TIERS, type TierCode } from '../../../schemas/categories';
import { MESSAGES } from '../../../schemas/messages';
import { ErrorNotice, errorMessageOf } from '../../components/ErrorNotice';
import { SelectField } from '../../components/form/FormField';
import { safeImageUrl } from '../../lib/theme';
import { storage } from '../../lib/storage';
import { signedInAs, signInKindOfSite, SignInPrompt } from '../current-members';
import { useSiteTheme } from '../site';
import { useAddFilterForMember } from './api/add-filter-for-member';
import { useMemberInfo } from './api/get-member-info';
import '../../styles/homes.css';

/**
 * The member home (/member-home?uid=, 000 sections 2 and 4): greets the member by name and
 * offers 'Choose Tier' (default IO); Submit creates the member's filter and goes to /plans.
 * Member data needs the signed-in rep or group administrator who owns the member (security.md).
 */
export function MemberHomePage() {
  const { landing } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const theme = useSiteTheme();
  const userId = search.get('uid') ?? search.get('user_id') ?? undefined;
  const signInKind = signInKindOfSite();
  const [signedIn, setSignedIn] = useState(() => signedInAs('rep') || signedInAs('group'));
  const member = useMemberInfo(userId, signedIn);
  const [tier, setTier] = useState<TierCode>(storage.get('selectedTier') ?? 'IO');
  const [error, setError] = useState<string>();
  const create = useAddFilterForMember();
  const banner = safeImageUrl(theme.banner_image);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    try {
      const created = await create.mutateAsync({ user_id: userId, tier, open_type: storage.get('open_type') });
      storage.set('tempId', created.temp_enrollment_id);
      storage.set('selectedTier', tier);
      storage.set('enroll_type', 'existing-member');
      if (created.portal_id !== null && created.portal_id !== undefined)
        storage.set('platform_group_id', created.portal_id);
      navigate(`${landing ? `/${encodeURIComponent(landing)}` : ''}/plans`);
    } catch (cause) {
      setError(errorMessageOf(cause));
    }
  };

  const info = member.data?.member_info;
  return (
    <div className="oe-container oe-section">
      <title>Member home · OpenEnroll</title>
      {banner && <img className="oe-hero__image" src={banner} alt="" width="480" height="200" />}
      <h1>{info ? `Welcome ${info.first_name} ${info.last_name}` : 'Welcome'}</h1>
      {!userId && <p>Open this page from a member link to choose the member's coverage.</p>}
      {userId && !signedIn && <SignInPrompt kind={signInKind} onSignedIn={() => setSignedIn(true)} />}
      {userId && signedIn && member.isError && (
        <ErrorNotice title="This member could not be loaded" error={member.error} />
      )}
      {userId && signedIn && member.isSuccess && (
        <form onSubmit={submit} noValidate className="oe-card oe-home-panel">
          <SelectField
            label={MESSAGES.chooseTierHeading}
            options={TIERS.map((t) => ({ value: t.code, label: t.label }))}
            value={tier}
            error={error}
            onChange={(e) => {
              setTier(e.target.value as TierCode);
              setError(undefined);
            }}
          />
          <div className="oe-form-actions">
            <button type="submit" className="oe-button oe-button--primary" disabled={create.isPending}>
              Submit
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
