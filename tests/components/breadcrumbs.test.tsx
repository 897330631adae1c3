import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartBreadcrumb } from '../../src/features/cart/components/CartBreadcrumb';
import { Breadcrumb } from '../../src/features/plan-detail/components/Breadcrumb';
import { storage } from '../../src/lib/storage';
import { mockApi, ok } from './mock-api';

const config = {
  special_host: 'enroll.special.test',
  own_hosts: ['localhost'],
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  storage.clearAll();
  vi.unstubAllGlobals();
});

describe('Home breadcrumb on the plan detail and cart pages', () => {
  it('leads a rep without an open type to the rep home', () => {
    mockApi({ 'get-storefront-config': ok(config) });
    storage.set('eprocess', 'rep');
    wrap(<CartBreadcrumb prefix="/jordan" />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/jordan/agent-home');
  });

  it('leads to the referral page when the visit came through a valid referral', () => {
    mockApi({ 'get-storefront-config': ok(config) });
    storage.set('open_type', 'agent');
    storage.set('eprocess', 'applicant');
    storage.set('referral', 'RF5001');
    storage.set('r_valid', true);
    wrap(<Breadcrumb prefix="/jordan" />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/referrals?rid=RF5001');
  });

  it("leads an applicant of a rep's site to the landing root", () => {
    mockApi({ 'get-storefront-config': ok(config) });
    storage.set('open_type', 'agent');
    storage.set('eprocess', 'applicant');
    wrap(<CartBreadcrumb prefix="/jordan" />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/jordan');
  });
});
