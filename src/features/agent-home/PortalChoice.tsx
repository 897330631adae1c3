import { useId } from 'react';
import { MESSAGES } from '../../../schemas/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ChooseOneForm } from '../../components/form/ChooseOneForm';
import { storage } from '../../lib/storage';
import { useEnrollmentPlatforms } from './api/get-enrollment-platforms';

/**
 * 'Choose Enrollment Portal' (000 sections 2 and 4): the storefront's portals; the chosen one is kept
 * under platform_group_id / portal_code / portal_name before `onChosen` decides where to go.
 */
export function PortalChoice({
  onBack,
  onChosen,
  error,
}: {
  onBack: () => void;
  onChosen: () => void;
  error?: string | undefined;
}) {
  const headingId = useId();
  const platforms = useEnrollmentPlatforms(true);
  const choose = (value: string) => {
    const portal = platforms.data?.find((p) => String(p.platform_group_id) === value);
    if (!portal) return;
    storage.set('platform_group_id', portal.platform_group_id);
    storage.set('portal_code', portal.platform_code);
    storage.set('portal_name', portal.platform_name);
    onChosen();
  };
  return (
    <section className="oe-card oe-home-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{MESSAGES.chooseEnrollmentPortal}</h2>
      {platforms.isError ? (
        <ErrorNotice
          title="The portals could not be loaded"
          error={platforms.error}
          onRetry={() => void platforms.refetch()}
        />
      ) : (
        <ChooseOneForm
          label="Enrollment portal"
          options={(platforms.data ?? []).map((p) => ({ value: String(p.platform_group_id), label: p.platform_name }))}
          requiredMessage={MESSAGES.choosePlatform}
          error={error}
          onBack={onBack}
          onSubmit={choose}
        />
      )}
    </section>
  );
}
