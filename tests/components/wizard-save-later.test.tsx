import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { ApiRequestError } from '../../src/lib/api-client';
import { SaveLaterModal } from '../../src/wizard/SaveLaterModal';

/** The text of the error region an input references. */
function errorOf(label: RegExp): string | null {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

describe('SaveLaterModal', () => {
  it('sends to a mobile number alone, or to both; refuses neither and a short number', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => undefined);
    const { unmount } = render(<SaveLaterModal onSend={onSend} onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(errorOf(/Alternate email/)).toBe('Enter an e-mail address or a mobile number');
    await user.type(screen.getByLabelText(/Mobile number/), '(404) 555-01');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(errorOf(/Mobile number/)).toBe(MESSAGES.invalidPhone);
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Mobile number/), '01');
    expect(screen.getByLabelText<HTMLInputElement>(/Mobile number/).value).toBe('4045550101');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSend).toHaveBeenLastCalledWith({ phone: '4045550101' });
    unmount();

    render(<SaveLaterModal onSend={onSend} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(/Alternate email/), 'alt@example.com');
    await user.type(screen.getByLabelText(/Mobile number/), '4045550101');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSend).toHaveBeenLastCalledWith({ email: 'alt@example.com', phone: '4045550101' });
  });

  it("refuses an invalid e-mail with 'Enter valid email address' and sends nothing", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => undefined);
    render(<SaveLaterModal onSend={onSend} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
    await user.type(screen.getByLabelText(/Alternate email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(errorOf(/Alternate email/)).toBe(MESSAGES.enterValidEmail);
    expect(onSend).not.toHaveBeenCalled();
    expect(dialog).toBeTruthy();
  });

  it('sends the code, then shows the saved message with Done', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<SaveLaterModal onSend={onSend} onClose={onClose} />);
    await user.type(screen.getByLabelText(/Alternate email/), ' alt@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onSend).toHaveBeenCalledWith({ email: 'alt@example.com' });
    await waitFor(() => expect(screen.getByText(MESSAGES.informationSaved)).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server error under the e-mail', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => {
      throw new ApiRequestError('x', 400, 400, [
        { target_element: 'email', error_message: 'Enter valid email address' },
      ]);
    });
    render(<SaveLaterModal onSend={onSend} onClose={() => undefined} />);
    await user.type(screen.getByLabelText(/Alternate email/), 'alt@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(errorOf(/Alternate email/)).toBe('Enter valid email address'));
  });

  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Save & Continue Later';
    document.body.appendChild(opener);
    opener.focus();
    const onClose = vi.fn();
    const { unmount } = render(<SaveLaterModal onSend={async () => undefined} onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByLabelText(/Alternate email/));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Code' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(/Alternate email/));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
