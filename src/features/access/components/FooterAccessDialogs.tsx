import { Dialog } from '../../../components/Dialog';
import type { FooterDialogsProps } from '../../../components/layout/Footer';
import { GroupCodeFlow } from './GroupCodeFlow';
import { RepAccessFlow } from './RepAccessFlow';

/** The footer's two popups (000 section 2): Rep Access Code and Employee Enrollment (group code). */
export function FooterAccessDialogs({ open, onClose }: FooterDialogsProps) {
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
