import { useState } from 'react';
import { storage } from '../../../lib/storage';
import { PortalPicker, type PortalChoice } from './PortalPicker';
import { QuoteForm } from './QuoteForm';

/**
 * With no enrollment yet: reps first choose a portal and a group (portal flow), then everyone
 * enters basic info to create the temporary enrollment (quote flow, 001 section 4).
 */
export function StartQuote({ onCreated }: { onCreated: (tempId: string) => void }) {
  const isRep = storage.get('eprocess') === 'rep';
  const storedPortal = storage.get('portal_id');
  const [portal, setPortal] = useState<PortalChoice | null>(null);
  if (isRep && portal === null) return <PortalPicker withGroup onChosen={setPortal} />;
  return (
    <QuoteForm
      portal={portal ?? (storedPortal ? { portalId: storedPortal, groupId: storage.get('group_id') ?? null } : null)}
      onCreated={onCreated}
    />
  );
}
