import '../../helpers/dom-in-node';
import { vi } from 'vitest';
import { enrollmentWithCart } from '../../helpers/wizard';
import { withApp, world } from './bridge';
import { formKind, runFormKind } from './form-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

/** The pages agreement test (issue 28) on the employer_info step's form page: see form-kind.ts. */
withApp();
runFormKind(
  formKind('employer_info', () =>
    enrollmentWithCart(world.app, [125], { groupId: 2001, eprocess: 'group', type: 'new-group-member' }),
  ),
);
