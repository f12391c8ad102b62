import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { swipeThresholdFor } from './swipeThreshold';
import { Toaster } from './Toaster';
import { clearToasts, dismissToast, toast } from './toastStore';

function show(message: string, options?: Parameters<typeof toast>[1]) {
  let id = '';
  act(() => {
    id = toast(message, options);
  });
  return id;
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('should close a 1500 ms toast after 1500 ms and not before', () => {
    render(<Toaster />);
    show('Your message reached us', { duration: 1500, tone: 'success' });
    expect(screen.getByText('Your message reached us')).toBeInTheDocument();
    advance(1499);
    expect(screen.getByText('Your message reached us')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Your message reached us')).toBeNull();
  });

  it('should close after 5000 ms by default', () => {
    render(<Toaster />);
    show('Saved');
    advance(4999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('should honour the Toaster duration when toast() gives none', () => {
    render(<Toaster duration={1000} />);
    show('Application sent');
    advance(999);
    expect(screen.getByText('Application sent')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Application sent')).toBeNull();
  });

  it('should stack two toasts, each with its own timer', () => {
    render(<Toaster />);
    show('First', { duration: 1000 });
    show('Second', { duration: 3000 });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    advance(1000);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('should pause while hovered and resume when the pointer leaves', () => {
    render(<Toaster />);
    show('Hover me', { duration: 1500 });
    advance(500);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    act(() => {
      fireEvent.pointerMove(screen.getByText('Hover me'));
    });
    advance(5000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => {
      fireEvent.pointerLeave(region);
    });
    advance(999);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('should pause while a toast has keyboard focus', () => {
    render(
      <>
        <button type="button">Page button</button>
        <Toaster />
      </>,
    );
    show('Focus me', { duration: 1500 });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    advance(10_000);
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Page button' }).focus());
    advance(1500);
    expect(screen.queryByText('Focus me')).toBeNull();
  });

  it('should pause while the window is in the background', () => {
    render(<Toaster />);
    show('Background me', { duration: 1500 });
    act(() => {
      fireEvent.blur(window);
    });
    advance(10_000);
    expect(screen.getByText('Background me')).toBeInTheDocument();
    act(() => {
      fireEvent.focus(window);
    });
    advance(1500);
    expect(screen.queryByText('Background me')).toBeNull();
  });

  it('should close when the dismiss button is pressed', () => {
    render(<Toaster />);
    show('Dismiss me');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Dismiss me')).toBeNull();
  });

  it('should move focus to the toasts on F8, and close the focused one on Escape keeping focus there', () => {
    render(
      <>
        <button type="button">Page button</button>
        <Toaster />
      </>,
    );
    show('First');
    show('Second');
    fireEvent.keyDown(document, { key: 'F8' });
    const list = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole(
      'list',
    );
    expect(list).toHaveFocus();
    const [firstClose] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => firstClose!.focus());
    fireEvent.keyDown(firstClose!, { key: 'Escape' });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(list).toHaveFocus();
  });

  it('should close from code with dismissToast', () => {
    render(<Toaster />);
    const id = show('Closed from code');
    show('Still here');
    act(() => dismissToast(id));
    expect(screen.queryByText('Closed from code')).toBeNull();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('should show toasts raised before the Toaster mounted', () => {
    show('Early bird');
    render(<Toaster />);
    expect(screen.getByText('Early bird')).toBeInTheDocument();
  });

  it('should announce errors assertively and the rest politely', () => {
    render(<Toaster />);
    show('Something went wrong', { tone: 'error' });
    show('All good', { tone: 'success' });
    const statuses = screen.getAllByRole('status');
    const error = statuses.find((node) => node.textContent?.includes('Something went wrong'));
    const success = statuses.find((node) => node.textContent?.includes('All good'));
    expect(error).toHaveAttribute('aria-live', 'assertive');
    expect(error).toHaveTextContent('Notification Something went wrong');
    expect(success).toHaveAttribute('aria-live', 'polite');
    // The close button is not part of what is read out.
    expect(error).not.toHaveTextContent('Dismiss notification');
  });

  it('should swipe right by default and left when placed on the left', () => {
    const { unmount } = render(<Toaster />);
    show('Right');
    expect(screen.getByText('Right').closest('li')).toHaveAttribute(
      'data-swipe-direction',
      'right',
    );
    unmount();
    render(<Toaster position="bottom-left" />);
    expect(screen.getByText('Right').closest('li')).toHaveAttribute('data-swipe-direction', 'left');
  });

  it('should have no axe violations with toasts of each tone', async () => {
    const { container } = render(<Toaster />);
    show('Saved', { tone: 'success' });
    show('Failed', { tone: 'error' });
    show('Heads up', { tone: 'info' });
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});

describe('swipeThresholdFor', () => {
  it('should ask for 80 % of the toast width', () => {
    expect(swipeThresholdFor(360)).toBe(288);
    expect(swipeThresholdFor(300)).toBe(240);
  });

  it('should fall back to the default for an unmeasured toast', () => {
    expect(swipeThresholdFor(0)).toBe(288);
  });
});
