import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../src/app/providers';
import { AdminConsolePage } from '../../src/features/admin/AdminConsolePage';

/**
 * The staff console drawn with a fresh query cache, signed in through its form as `email`, and the
 * console section `section` opened from its navigation; answers the user-event session.
 */
export async function openConsoleSection(section: string, email: string, password = 'demo-staff-pass') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <AppProviders queryClient={client}>
      <AdminConsolePage />
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await user.click(await screen.findByRole('button', { name: section }));
  return user;
}
