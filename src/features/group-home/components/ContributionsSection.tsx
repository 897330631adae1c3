import { ContributionsEditor } from '../../admin';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { signedInAs } from '../../current-members';
import { useOwnGroup, useSaveOwnContributions } from '../api/contributions';

/**
 * The group administrator's employer contributions on the group home (issue 30, decision 0290):
 * shown once signed in as the group's administrator, who may change them (and the employee list)
 * and nothing else of the group; employees' paycheck figures follow at once.
 */
export function ContributionsSection() {
  const signedIn = signedInAs('group');
  const group = useOwnGroup(signedIn);
  const save = useSaveOwnContributions();
  if (!signedIn) return null;
  if (group.isPending) return <p className="oe-muted">Loading your group's contributions…</p>;
  if (group.isError) return <p role="alert">{errorMessageOf(group.error)}</p>;
  return (
    <ContributionsEditor headingLevel={2} rows={group.data.contributions} save={(rows) => save.mutateAsync(rows)} />
  );
}
