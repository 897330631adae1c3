import { useState } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { Dialog } from '../../../components/Dialog';
import { ChooseOneForm } from '../../../components/form/ChooseOneForm';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { useAgentGroups } from '../api/get-agent-groups';

interface NewMemberDialogProps {
  open: boolean;
  onClose: () => void;
  onDirect: () => void;
  onGroup: (groupId: number, name: string, code: string) => void;
}

/** After the portal: 'Start Direct Enrollment' or 'Choose a Group and Enroll' (000 sections 2 and 4). */
export function NewMemberDialog({ open, onClose, onDirect, onGroup }: NewMemberDialogProps) {
  const [choosingGroup, setChoosingGroup] = useState(false);
  const groups = useAgentGroups(open && choosingGroup);
  const close = () => {
    setChoosingGroup(false);
    onClose();
  };
  return (
    <Dialog open={open} title={MESSAGES.startNewMemberEnrollment} onClose={close}>
      {!choosingGroup && (
        <div className="oe-choice-row">
          <button type="button" className="oe-choice" onClick={onDirect}>
            {MESSAGES.startDirectEnrollment}
            <span className="oe-choice__note">Enroll a new member through the chosen portal.</span>
          </button>
          <button type="button" className="oe-choice" onClick={() => setChoosingGroup(true)}>
            {MESSAGES.chooseGroupAndEnroll}
            <span className="oe-choice__note">Enroll a new member under one of your groups.</span>
          </button>
        </div>
      )}
      {choosingGroup && groups.isError && (
        <ErrorNotice
          title="Your groups could not be loaded"
          error={groups.error}
          onRetry={() => void groups.refetch()}
        />
      )}
      {choosingGroup && !groups.isError && (
        <ChooseOneForm
          label="Group"
          options={(groups.data ?? []).map((g) => ({ value: String(g.gid), label: g.gname }))}
          requiredMessage={MESSAGES.chooseGroup}
          submitLabel="Enroll"
          onBack={() => setChoosingGroup(false)}
          onSubmit={(value) => {
            const group = groups.data?.find((g) => String(g.gid) === value);
            if (group) onGroup(group.gid, group.gname, group.gcode);
          }}
        >
          <p className="oe-muted">{MESSAGES.chooseEnrollForNewMember}</p>
        </ChooseOneForm>
      )}
    </Dialog>
  );
}
