import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { DocumentsPanel } from '../../src/features/admin/components/DocumentsPanel';
import { fail, mockApi, ok } from './mock-api';

/**
 * The console's enrollment documents (issue 29, decision 0310): staff or the carrier admin in scope
 * enter a confirmation number and see its uploads by question, name, type and size, each downloaded
 * under its own name; a number the server does not answer says so; a malformed one is refused under
 * its field; axe finds nothing.
 */

const ENROLLMENT = 'f'.repeat(32);
const DOC = 'a1'.repeat(16);
const FOUND = {
  policy_id: 700123,
  enrollment_id: ENROLLMENT,
  files: [
    {
      id: DOC,
      tab: 'custom_medical',
      field: 'proof',
      label: 'Proof of prior coverage',
      name: 'coverage letter.pdf',
      size: 12_000,
      type: 'pdf',
      uploaded_at: '2026-11-27T10:00:00.000Z',
    },
  ],
};

function renderPanel() {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <DocumentsPanel />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('Enrollment documents in the console', () => {
  it('lists the uploads of a confirmation number and downloads one under its name', async () => {
    const api = mockApi({
      'admin/policies/700123/documents': ok(FOUND),
      [`admin/enrollments/${ENROLLMENT}/documents/${DOC}`]: { body: 'bytes' },
    });
    const saved: string[] = [];
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderPanel();
    await user.type(screen.getByLabelText('Confirmation number'), '#700123');
    await user.click(screen.getByRole('button', { name: 'Find documents' }));
    const table = await screen.findByRole('table', { name: 'Documents of confirmation #700123' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['coverage letter.pdf', 'PDF', '12 KB', expect.any(String), 'Download coverage letter.pdf']);
    expect(within(row!).getByRole('rowheader').textContent).toBe('Proof of prior coverage');
    await user.click(within(row!).getByRole('button', { name: 'Download coverage letter.pdf' }));
    await vi.waitFor(() => expect(saved).toEqual(['coverage letter.pdf']));
    expect(api.callsTo(`admin/enrollments/${ENROLLMENT}/documents/${DOC}`)).toHaveLength(1);
    click.mockRestore();
    objectUrl.mockRestore();
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });

  it("says why when the number is malformed or not the carrier's, and when there are no documents", async () => {
    mockApi({
      'admin/policies/9/documents': fail(404, { message: 'No such confirmation number' }),
      'admin/policies/10/documents': ok({ ...FOUND, policy_id: 10, files: [] }),
    });
    const user = renderPanel();
    const input = screen.getByLabelText('Confirmation number');
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Find documents' }));
    expect(await screen.findByText('Enter a confirmation number, such as #1024')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '9');
    await user.click(screen.getByRole('button', { name: 'Find documents' }));
    expect(await screen.findByText('No such confirmation number')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '10');
    await user.click(screen.getByRole('button', { name: 'Find documents' }));
    expect(await screen.findByText('Confirmation #10 has no uploaded documents.')).toBeTruthy();
  });
});
