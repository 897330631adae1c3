import { Dialog } from '../Dialog';
import { GroupCodeFlow } from '../../features/access/components/GroupCodeFlow';
import { RepAccessFlow } from '../../features/access/components/RepAccessFlow';

export type FooterDialog = 'rep' | 'group' | null;

/** The footer's two popups (000 section 2): Rep Access Code and Employee Enrollment (group code). */
export function FooterAccessDialogs({ open, onClose }: { open: FooterDialog; onClose: () => void }) {
  return (
    <>
      <Dialog open={open === 'rep'} title="Rep Access Code" onClose={onClose}>
        <RepAccessFlow promptAsHeading={false} />
      </Dialog>
      <Dialog open={open === 'group'} title="Employee Enrollment" onClose={onClose}>
        <GroupCodeFlow onDone={onClose} />
      </Dialog>
    </>
  );
}
