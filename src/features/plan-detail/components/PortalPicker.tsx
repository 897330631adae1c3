import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { storage } from '../../../lib/storage';
import { useAgentGroups, useEnrollmentPlatforms } from '../../agent-home';

export interface PortalChoice {
  portalId: number;
  groupId: number | null;
}

/**
 * The portal picker of the portal flow (001 section 4): a portal, and for reps a group
 * ('Please choose a platform' / 'Please choose a group'); the choice is kept in browser storage.
 */
export function PortalPicker({
  withGroup,
  onChosen,
}: {
  withGroup: boolean;
  onChosen: (choice: PortalChoice) => void;
}) {
  const id = useId();
  const platforms = useEnrollmentPlatforms();
  const groups = useAgentGroups(withGroup);
  const [portal, setPortal] = useState('');
  const [group, setGroup] = useState('');
  const [errors, setErrors] = useState<{ portal?: string; group?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      portal: portal ? undefined : MESSAGES.choosePlatform,
      group: withGroup && !group ? MESSAGES.chooseGroup : undefined,
    };
    setErrors(next);
    if (next.portal || next.group) return;
    const platform = platforms.data?.find((p) => String(p.platform_group_id) === portal);
    const chosenGroup = groups.data?.find((g) => String(g.gid) === group);
    storage.set('portal_id', Number(portal));
    storage.set('portal_name', platform?.platform_name);
    storage.set('portal_code', platform?.platform_code);
    if (chosenGroup) {
      storage.set('group_id', chosenGroup.gid);
      storage.set('gname', chosenGroup.gname);
      storage.set('gcode', chosenGroup.gcode);
      storage.set('enroll_type', 'new-group-member');
    }
    onChosen({ portalId: Number(portal), groupId: chosenGroup?.gid ?? null });
  };

  return (
    <form className="oe-pd-questions" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{MESSAGES.chooseEnrollmentPortal}</h2>
      <div className="oe-filter__field">
        <label htmlFor={`${id}-portal`}>Portal</label>
        <select
          id={`${id}-portal`}
          value={portal}
          onChange={(e) => setPortal(e.target.value)}
          aria-invalid={!!errors.portal}
          aria-describedby={errors.portal ? `${id}-portal-error` : undefined}
        >
          <option value="">{MESSAGES.pleaseSelect}</option>
          {platforms.data?.map((p) => (
            <option key={p.platform_group_id} value={p.platform_group_id}>
              {p.platform_name}
            </option>
          ))}
        </select>
        {errors.portal && (
          <p id={`${id}-portal-error`} className="oe-filter__error" role="alert">
            {errors.portal}
          </p>
        )}
      </div>
      {withGroup && (
        <div className="oe-filter__field">
          <label htmlFor={`${id}-group`}>Group</label>
          <select
            id={`${id}-group`}
            value={group}
            onChange={(e) => setGroup(e.target.value)}
            aria-invalid={!!errors.group}
            aria-describedby={errors.group ? `${id}-group-error` : undefined}
          >
            <option value="">{MESSAGES.pleaseSelect}</option>
            {groups.data?.map((g) => (
              <option key={g.gid} value={g.gid}>
                {g.gname}
              </option>
            ))}
          </select>
          {errors.group && (
            <p id={`${id}-group-error`} className="oe-filter__error" role="alert">
              {errors.group}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="oe-button oe-button--primary">
        Continue
      </button>
    </form>
  );
}
