import { useState } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { Dialog } from '../../../components/Dialog';
import { keepToken, setAccess, useAccess, useSetAgeScope } from '../../site';

/**
 * Query keys whose answers depend on the age group: the menus and every plan list. Other features'
 * plan queries follow the same naming (their keys start with these words), so they refresh too.
 */
const AGE_DEPENDENT = [
  'common-menu',
  'group-menu',
  'featured-plans',
  'filtered-plans',
  'menu-filtered-plans',
  'plans',
  'new-plans',
  'plan-detail',
  'group-agent-member-info',
];

/** True for a query whose answer changes with the age scope. */
export const isAgeDependentQuery = (query: Pick<Query, 'queryKey'>) =>
  typeof query.queryKey[0] === 'string' && AGE_DEPENDENT.includes(query.queryKey[0]);

/**
 * The under 65 / over 65 switch (000 sections 2 and 4) with its confirm popup: Yes re-signs the
 * session for the new age group and refreshes menus and plans; No leaves the switch as it was.
 */
export function AgeToggle() {
  const { over65 } = useAccess();
  const [asked, setAsked] = useState<boolean | null>(null);
  const queryClient = useQueryClient();
  const scope = useSetAgeScope();

  const apply = async () => {
    if (asked === null) return;
    const answer = await scope.mutateAsync(asked).catch(() => null);
    if (answer) {
      keepToken(answer.token);
      setAccess({ over65: answer.over65 });
      await queryClient.invalidateQueries({ predicate: isAgeDependentQuery });
    }
    setAsked(null);
  };

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={over65}
        className="oe-age-toggle"
        onClick={() => setAsked(!over65)}
      >
        <span className="oe-age-toggle__label">Over 65</span>
        <span className="oe-age-toggle__track" aria-hidden="true">
          <span className="oe-age-toggle__thumb" />
        </span>
      </button>
      <Dialog
        open={asked !== null}
        title="Change age group"
        onClose={() => setAsked(null)}
        hideClose
        actions={
          <>
            <button
              type="button"
              className="oe-button oe-button--primary"
              onClick={() => void apply()}
              disabled={scope.isPending}
              data-autofocus
            >
              Yes
            </button>
            <button type="button" className="oe-button oe-button--secondary" onClick={() => setAsked(null)}>
              No
            </button>
          </>
        }
      >
        <p>{asked ? 'Show plans for people over 65?' : 'Show plans for people under 65?'}</p>
        {scope.isError && (
          <p className="oe-field__error" role="alert">
            {scope.error.message}
          </p>
        )}
      </Dialog>
    </>
  );
}
