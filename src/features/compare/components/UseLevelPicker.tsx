import { useId, useState } from 'react';
import { DEFAULT_USE_LEVEL, USE_LEVEL_LABELS, USE_LEVELS, type UseLevel } from '../../../../schemas/plan-benefits';
import { useFilterInfo, useSaveFilter } from '../../filters';
import '../compare.css';

interface Props {
  tempId: string;
  /** The sentence the server gives for this plan's category at the chosen level, when one category is shown. */
  assumptions?: string | null | undefined;
}

/**
 * Low / medium / high expected use, picked once and kept with the enrollment's filter (the same
 * change-filter-info the Basic Details use), so the listing, plan pages and compare show the same
 * estimate. Saving reloads the figures; the note says plainly that they are estimates.
 */
export function UseLevelPicker({ tempId, assumptions }: Props) {
  const id = useId();
  const filter = useFilterInfo(tempId);
  const save = useSaveFilter(tempId);
  // The level clicked shows at once (a controlled radio would otherwise snap back until the
  // mutation's state arrives in a later render), until the saved filter answers with it.
  const [chosen, setChosen] = useState<UseLevel | null>(null);
  // Until the filter arrives the kept level is unknown: no level shows as chosen (showing the
  // default would claim 'medium' beside cards estimated at the shopper's kept 'high').
  const kept: UseLevel | null = filter.data ? (filter.data.use_level ?? DEFAULT_USE_LEVEL) : null;
  const value: UseLevel | null = save.isPending && chosen ? chosen : kept;

  return (
    <fieldset className="oe-use-level" aria-describedby={`${id}-note`}>
      <legend>Expected use of care, for the yearly cost estimate</legend>
      <div className="oe-use-level__options">
        {USE_LEVELS.map((level) => (
          <label key={level} className="oe-use-level__option">
            <input
              type="radio"
              name={`${id}-level`}
              value={level}
              checked={value === level}
              disabled={!filter.data}
              onChange={() => {
                setChosen(level);
                save.mutate({ use_level: level });
              }}
            />
            {USE_LEVEL_LABELS[level]}
          </label>
        ))}
      </div>
      <p id={`${id}-note`} className="oe-use-level__note">
        <strong>This is an estimate.</strong> It adds 12 months of premiums to what you would pay yourself at the use
        you pick{assumptions ? ` (${assumptions.replace(/\.$/, '')})` : ''}, up to the plan&apos;s out-of-pocket maximum
        where it has one. Your real costs will differ.
      </p>
      <p className="oe-visually-hidden" role="status">
        {save.isPending ? 'Updating the estimates' : ''}
      </p>
      {save.isError && (
        <p className="oe-field-error" role="alert">
          We could not save your choice: {save.error.message}
        </p>
      )}
    </fieldset>
  );
}
