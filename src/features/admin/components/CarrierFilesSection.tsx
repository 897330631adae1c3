import { useEffect, useRef, useState } from 'react';
import type { CarrierProfile } from '../../../../schemas/api/carrier-files';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useCarrierProfiles } from '../api/carrier-files';
import { shownTime } from '../carrier-profile-model';
import { AdminTable, RowAction } from './AdminTable';
import { CarrierProfileForm } from './CarrierProfileForm';
import { DeliveryLog } from './DeliveryLog';
import { DestinationApproval } from './DestinationApproval';
import { DocumentsPanel } from './DocumentsPanel';

const deliveryLabel = (p: CarrierProfile) =>
  p.delivery.method === 'sftp'
    ? `SFTP ${p.delivery.host ?? ''}${p.delivery.destination && !p.delivery.approved ? ' (awaiting approval)' : ''}`
    : 'Drop directory';

const scheduleLabel = (s: CarrierProfile['schedule']) =>
  s === 'manual' ? 'Manual' : s === 'hourly' ? 'Hourly' : 'Daily';

/**
 * Carrier files: the carriers' 834 profiles (every carrier for staff, their own for a carrier admin),
 * and for the chosen carrier its profile editor, the runs and the delivery log. Only staff
 * (`canApprove`) approve a new SFTP destination. Then an enrollment's uploaded documents by its
 * confirmation number (DocumentsPanel): listed for staff and the carrier, not sent in the 834.
 */
export function CarrierFilesSection({ canApprove }: { canApprove: boolean }) {
  const profiles = useCarrierProfiles();
  const [chosen, setChosen] = useState<number | null>(null);
  if (profiles.isPending) return <p className="oe-muted">Loading carrier profiles…</p>;
  if (profiles.isError)
    return (
      <ErrorNotice
        title="We could not load the carrier profiles"
        error={profiles.error}
        onRetry={() => void profiles.refetch()}
      />
    );
  const list = profiles.data;
  if (list.length === 0)
    return (
      <div className="oe-admin-carriers">
        <p className="oe-admin-empty">No carrier profile is set up.</p>
        <DocumentsPanel />
      </div>
    );
  // A carrier admin has one carrier: it is open at once.
  const current = list.find((p) => p.carrier_id === chosen) ?? (list.length === 1 ? list[0] : undefined);

  return (
    <div className="oe-admin-carriers">
      <p className="oe-muted">
        Each carrier receives X12 834 enrollment files: a change file with what happened since its last file, or a full
        file with every active member. A full file that would drop members waits for your confirmation.
      </p>
      <AdminTable
        caption="Carrier profiles"
        columns={['Carrier', 'Sender', 'Receiver', 'File', 'Schedule', 'Delivery', 'Updated']}
        actions
      >
        {list.map((p) => (
          <tr key={p.carrier_id} aria-current={current?.carrier_id === p.carrier_id ? 'true' : undefined}>
            <th scope="row">{p.carrier_name}</th>
            <td>
              <code>
                {p.sender_qualifier}/{p.sender_id}
              </code>
            </td>
            <td>
              <code>
                {p.receiver_qualifier}/{p.receiver_id}
              </code>
            </td>
            <td>{p.default_mode === 'full' ? 'Full' : 'Change'}</td>
            <td>{scheduleLabel(p.schedule)}</td>
            <td>{deliveryLabel(p)}</td>
            <td>
              <time dateTime={p.updated_at}>{shownTime(p.updated_at)}</time>
            </td>
            <RowAction
              aria-expanded={current?.carrier_id === p.carrier_id}
              aria-controls="oe-admin-carrier"
              onClick={() => setChosen(p.carrier_id)}
            >
              Manage<span className="oe-visually-hidden"> {p.carrier_name}</span>
            </RowAction>
          </tr>
        ))}
      </AdminTable>
      <div id="oe-admin-carrier" className="oe-admin-carriers">
        {current && (
          <CarrierPanel key={current.carrier_id} profile={current} chosen={chosen !== null} canApprove={canApprove} />
        )}
      </div>
      <DocumentsPanel />
    </div>
  );
}

/** One carrier's runs, log and profile; chosen with Manage, it takes the focus on its heading. */
function CarrierPanel({
  profile,
  chosen,
  canApprove,
}: {
  profile: CarrierProfile;
  chosen: boolean;
  canApprove: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosen) heading.current?.focus();
  }, [chosen]);
  return (
    <article className="oe-admin-carriers" aria-labelledby="oe-admin-carrier-title">
      <h3 id="oe-admin-carrier-title" ref={heading} tabIndex={-1}>
        {profile.carrier_name}
      </h3>
      <DestinationApproval profile={profile} canApprove={canApprove} />
      <DeliveryLog carrierId={profile.carrier_id} carrierName={profile.carrier_name} />
      <CarrierProfileForm profile={profile} />
    </article>
  );
}
