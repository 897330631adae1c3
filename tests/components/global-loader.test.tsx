import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalLoader } from '../../src/components/GlobalLoader';
import { loaderStore } from '../../src/lib/loader-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('GlobalLoader', () => {
  it('is an empty polite live region while nothing is loading', () => {
    render(<GlobalLoader />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('shows after the delay while a request is outstanding, and hides when it ends', () => {
    vi.useFakeTimers();
    render(<GlobalLoader delayMs={200} />);
    let end: () => void = () => undefined;
    act(() => {
      end = loaderStore.begin();
    });
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(document.querySelector('.oe-global-loader__bar')).not.toBeNull();
    act(() => end());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('never shows for a request shorter than the delay (no flicker)', () => {
    vi.useFakeTimers();
    render(<GlobalLoader delayMs={200} />);
    act(() => {
      const end = loaderStore.begin();
      vi.advanceTimersByTime(100);
      end();
    });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays while overlapping requests are outstanding', () => {
    render(<GlobalLoader delayMs={0} />);
    let first: () => void = () => undefined;
    let second: () => void = () => undefined;
    act(() => {
      first = loaderStore.begin();
      second = loaderStore.begin();
    });
    act(() => first());
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    act(() => second());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(loaderStore.getSnapshot()).toBe(0);
  });
});
