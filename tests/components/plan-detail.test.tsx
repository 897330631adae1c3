import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PRICING_ERROR_MESSAGES } from '../../schemas/messages';
import { PricingErrorMessage } from '../../src/features/plan-detail/components/PricingErrorMessage';
import { PlanDescription } from '../../src/features/plan-detail/components/PlanDescription';
import { RichText } from '../../src/components/RichText';
import type { PlanDescription as Description } from '../../schemas/api/plan-detail';

describe('PricingErrorMessage', () => {
  it("shows the code's exact message with 'by clicking here' as a button", () => {
    const onClick = vi.fn();
    render(<PricingErrorMessage errorCode="salaryError" message="ignored" onClickHere={onClick} />);
    expect(screen.getByRole('alert').textContent).toBe(PRICING_ERROR_MESSAGES.salaryError);
    fireEvent.click(screen.getByRole('button', { name: 'by clicking here' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
  it("shows the server's message for codes without a fixed one, and nothing for changePid", () => {
    const { rerender } = render(<PricingErrorMessage errorCode="portalError" message="Not in this portal." />);
    expect(screen.getByRole('alert').textContent).toBe('Not in this portal.');
    rerender(<PricingErrorMessage errorCode="changePid" message="moved" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RichText', () => {
  it('keeps allowed formatting and drops scripts, attributes and unknown tags', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:1">link</a></p>'
        }
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(container.querySelector('script, img, a, [onclick]')).toBeNull();
    expect(container.textContent).toContain('link');
  });
});

describe('PlanDescription', () => {
  const plan: Description = {
    plan_id: 1,
    plan_name: 'P',
    plan_logo: null,
    plan_category: 'DENTAL',
    plan_type: null,
    short_text: '',
    carrier_name: 'C',
    special_message: null,
    is_prudential_plan: false,
    is_premier: false,
    needs_membership: false,
    bundle_plan_count: null,
    body_text: '<p>Body</p>',
    header_text: 'Header',
    blueBarText: null,
    association_text: null,
    exclusions_text_name: 'Exclusions',
    exclusions_text: '<p>No whitening</p>',
    example_text_name: 'Example',
    example_text: '<p>Ex</p>',
    faq_text_name: 'FAQ',
    faq_text: '<p>Q</p>',
    benefits: null,
    estimate: null,
    paycheck: null,
  };
  it('toggles each section with an accessible disclosure button', () => {
    render(<PlanDescription plan={plan} />);
    const button = screen.getByRole('button', { name: /Exclusions/ });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('No whitening');
    expect(screen.getByRole('button', { name: /FAQ/ }).getAttribute('aria-expanded')).toBe('false');
  });
});
