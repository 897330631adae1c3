import { useId, useState } from 'react';
import type { CarrierProfile } from '../../../../schemas/api/carrier-files';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useApproveDestination } from '../api/carrier-files';

/**
 * A carrier's new or changed SFTP destination, waiting for staff: no file (with member SSNs) goes
 * there before staff approve it. Staff see Approve; a carrier admin sees that staff will review it.
 */
export function DestinationApproval({ profile, canApprove }: { profile: CarrierProfile; canApprove: boolean }) {
  const titleId = useId();
  const approve = useApproveDestination(profile.carrier_id);
  const [done, setDone] = useState('');
  const destination = profile.delivery.destination;
  if (!destination) return null;
  return (
    <>
      <p className="oe-admin-status" role="status">
        {done}
      </p>
      {!profile.delivery.approved && (
        <div className="oe-notice oe-admin-held" role="group" aria-labelledby={titleId}>
          <p id={titleId} className="oe-notice__title">
            SFTP destination waiting for approval
          </p>
          <p>
            <code>{destination}</code>
          </p>
          <p>
            {canApprove
              ? 'Member files, with their SSNs, go to this server once you approve it. Check that it belongs to the carrier.'
              : 'Staff review every new or changed destination. No file is sent to it until they approve it.'}
          </p>
          {approve.isError && <ErrorNotice title="The destination was not approved" error={approve.error} />}
          {canApprove && (
            <div className="oe-form-actions">
              <button
                type="button"
                className="oe-button oe-button--primary"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(destination, {
                    onSuccess: () => setDone(`${destination} is approved; files waiting for it are sent now.`),
                  })
                }
              >
                {approve.isPending ? 'Approving…' : 'Approve destination'}
                <span className="oe-visually-hidden"> {destination}</span>
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
