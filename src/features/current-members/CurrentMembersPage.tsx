import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { MemberRow } from '../../../schemas/api/members';
import type { TierCode } from '../../../schemas/categories';
import { MEMBER_LIST_MESSAGES } from '../../../schemas/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { storage } from '../../lib/storage';
import { useAddFilterForExistingUser } from './api/add-filter-for-existing-user';
import { useAgentMembers } from './api/get-agent-members';
import { useGroupUsers } from './api/get-group-users';
import { AnswersDialog } from './components/AnswersDialog';
import { MembersTable } from './components/MembersTable';
import { SignInPrompt } from './components/SignInPrompt';
import { TierDialog } from './components/TierDialog';
import type { MemberListView } from './pager';
import { signedInAs } from './signed-in';
import '../../styles/homes.css';
import './members.css';

/**
 * The current-member tables (/agent-select-member for reps, /group-select-member for group
 * administrators): a sign-in prompt until signed in, then the members with Enroll Now.
 */
export function CurrentMembersPage({ kind }: { kind: 'rep' | 'group' }) {
  const { landing } = useParams();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(() => signedInAs(kind));
  const [enrolling, setEnrolling] = useState<MemberRow | null>(null);
  // The member whose enrollment's answers the rep opened (decision 0310).
  const [viewing, setViewing] = useState<{ name: string; policy_id: number } | null>(null);
  // What is typed, and the search and page shown: the search applies once typing pauses, from page 1.
  const [typed, setTyped] = useState('');
  const [view, setView] = useState<MemberListView>({ search: '', trail: [] });
  useEffect(() => {
    const next = typed.trim();
    const timer = setTimeout(() => setView((v) => (v.search === next ? v : { search: next, trail: [] })), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const agentMembers = useAgentMembers(signedIn && kind === 'rep', view);
  const groupUsers = useGroupUsers(signedIn && kind === 'group', view);
  const members = kind === 'rep' ? agentMembers : groupUsers;
  const enroll = useAddFilterForExistingUser();

  const submitTier = async (tier: TierCode) => {
    if (!enrolling) return;
    const created = await enroll.mutateAsync({
      user_id: enrolling.user_id,
      tier,
      eprocess: kind === 'rep' ? 'rep' : 'group',
      ...(enrolling.policy_id !== null ? { policy_id: enrolling.policy_id } : {}),
    });
    storage.set('tempId', created.temp_enrollment_id);
    storage.set('selectedTier', tier);
    storage.set('enroll_type', 'existing-member');
    storage.set('isCurrentMemberAvailable', true);
    storage.set('show-quotation', true);
    if (created.portal_id !== null && created.portal_id !== undefined)
      storage.set('platform_group_id', created.portal_id);
    navigate(`${landing ? `/${encodeURIComponent(landing)}` : ''}/plans`);
  };

  return (
    <div className="oe-container oe-section">
      <title>Current members · OpenEnroll</title>
      <h1>Current Member</h1>
      {!signedIn && <SignInPrompt kind={kind} onSignedIn={() => setSignedIn(signedInAs(kind))} />}
      {signedIn && members.isPending && (
        <div aria-hidden="true">
          <Skeleton height="2.5rem" width="50%" />
          <Skeleton />
          <Skeleton />
        </div>
      )}
      {signedIn && members.isError && (
        <ErrorNotice
          title={MEMBER_LIST_MESSAGES.loadFailed}
          error={members.error}
          // A page that no longer opens (its cursor is out of date) starts again from the first.
          onRetry={() => (view.trail.length > 0 ? setView({ ...view, trail: [] }) : void members.refetch())}
        />
      )}
      {signedIn && members.isSuccess && (
        // The page on screen is the one answered (members.data.view), also while the next one loads.
        <MembersTable
          rows={members.data.result}
          total={members.data.total}
          trail={members.data.view.trail}
          hasNext={members.data.next !== null}
          busy={members.isPlaceholderData}
          search={typed}
          onSearch={setTyped}
          onNext={() => {
            const { next, view: shown } = members.data;
            if (next) setView({ ...shown, trail: [...shown.trail, next] });
          }}
          onPrevious={() => {
            const shown = members.data.view;
            setView({ ...shown, trail: shown.trail.slice(0, -1) });
          }}
          onEnroll={setEnrolling}
          onAnswers={
            kind === 'rep'
              ? (row) => row.policy_id !== null && setViewing({ name: row.name, policy_id: row.policy_id })
              : undefined
          }
        />
      )}
      <AnswersDialog member={viewing} onClose={() => setViewing(null)} />
      <TierDialog
        key={enrolling?.user_id ?? 'none'}
        open={enrolling !== null}
        memberName={enrolling?.name ?? ''}
        onClose={() => setEnrolling(null)}
        onSubmit={submitTier}
      />
    </div>
  );
}

/** /agent-select-member */
export function AgentSelectMemberPage() {
  return <CurrentMembersPage kind="rep" />;
}

/** /group-select-member */
export function GroupSelectMemberPage() {
  return <CurrentMembersPage kind="group" />;
}
