import { CarrierAnswers } from '../../../components/answers/CarrierAnswers';
import { Dialog } from '../../../components/Dialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Skeleton } from '../../../components/Skeleton';
import { MEMBER_LIST_MESSAGES } from '../../../../schemas/messages';
import { usePolicyAnswers } from '../api/get-policy-answers';

/**
 * The rep's view of one of their enrollments (issue 29, decision 0310): the answers to the carriers'
 * questions as the receipt shows them (the same CarrierAnswers: labels, a repeating group one line
 * per item, an upload's files listed by name, type and size, not opened: the rep does not prove the
 * enrollment).
 */
export function AnswersDialog({
  member,
  onClose,
}: {
  member: { name: string; policy_id: number } | null;
  onClose: () => void;
}) {
  const answers = usePolicyAnswers(member?.policy_id ?? null);
  const M = MEMBER_LIST_MESSAGES;
  return (
    <Dialog open={member !== null} title={member ? M.answersTitle(member.name) : ''} onClose={onClose}>
      {answers.isPending && (
        <div aria-hidden="true">
          <Skeleton width="60%" />
          <Skeleton />
        </div>
      )}
      {answers.isError && (
        <ErrorNotice title={M.answersFailed} error={answers.error} onRetry={() => void answers.refetch()} />
      )}
      {answers.isSuccess &&
        (answers.data.answers.length > 0 ? (
          <CarrierAnswers answers={answers.data.answers} level={3} title={M.answersHeading} />
        ) : (
          <p className="oe-muted">{M.noAnswers}</p>
        ))}
    </Dialog>
  );
}
