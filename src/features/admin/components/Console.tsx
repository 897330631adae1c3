import { useEffect, useRef, useState } from 'react';
import type { StaffView } from '../../../../schemas/api/staff';
import { useStaffMe } from '../api/sign-in';
import { CarrierFilesSection } from './CarrierFilesSection';
import { CatalogueSection } from './CatalogueSection';
import { CustomTabsSection } from './CustomTabsSection';
import { ExportImportSection } from './ExportImportSection';
import { FieldsSection } from './FieldsSection';
import { GroupsSection } from './GroupsSection';
import { RepsSection } from './RepsSection';
import { SitesSection } from './SitesSection';
import { AuditSection } from './AuditSection';
import { PublishSection } from './PublishSection';
import type { ScopeChoices } from './ScopeInputs';

const SECTIONS = [
  { id: 'fields', label: 'Fields' },
  { id: 'tabs', label: 'Custom tabs' },
  { id: 'publish', label: 'Publish and history' },
  { id: 'transfer', label: 'Export and import' },
  { id: 'carrier-files', label: 'Carrier files' },
  { id: 'catalogue', label: 'Catalogue' },
  { id: 'groups', label: 'Groups', staffOnly: true },
  { id: 'reps', label: 'Reps', staffOnly: true },
  { id: 'sites', label: 'Sites', staffOnly: true },
  { id: 'audit', label: 'Audit log', staffOnly: true },
] as const;
type Section = (typeof SECTIONS)[number];

/** The signed-in console (form engine and carrier files): one section at a time, chosen in a labelled navigation. */
export function Console({ staff }: { staff: StaffView }) {
  const me = useStaffMe(true);
  const [section, setSection] = useState<Section>(SECTIONS[0]);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Moving between sections moves focus to the new section's heading (not on the first render).
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [section]);

  const choices: ScopeChoices = {
    carrierAdmin: staff.role === 'carrier_admin',
    carrierId: staff.carrier_id,
    planIds: me.data?.plan_ids ?? null,
  };
  const title = section.label;

  return (
    <div className="oe-admin-console">
      <h1 className="oe-visually-hidden">Staff console</h1>
      <nav className="oe-admin-nav" aria-label="Console sections">
        <ul>
          {SECTIONS.filter((s) => !('staffOnly' in s) || staff.role === 'staff').map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="oe-admin-nav__item"
                aria-current={s.id === section.id ? 'page' : undefined}
                onClick={() => setSection(s)}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="oe-admin-section" aria-labelledby="oe-admin-section-title">
        <h2 id="oe-admin-section-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {section.id === 'fields' && <FieldsSection choices={choices} />}
        {section.id === 'tabs' && <CustomTabsSection choices={choices} />}
        {section.id === 'publish' && <PublishSection />}
        {section.id === 'transfer' && <ExportImportSection />}
        {section.id === 'carrier-files' && <CarrierFilesSection canApprove={!choices.carrierAdmin} />}
        {section.id === 'catalogue' && <CatalogueSection carrierAdmin={choices.carrierAdmin} />}
        {section.id === 'groups' && <GroupsSection />}
        {section.id === 'reps' && <RepsSection />}
        {section.id === 'sites' && <SitesSection />}
        {section.id === 'audit' && <AuditSection />}
      </section>
    </div>
  );
}
