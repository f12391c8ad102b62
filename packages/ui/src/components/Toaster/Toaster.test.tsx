import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { swipeThresholdFor } from './swipeThreshold';
import { Toaster } from './Toaster';
import { clearToasts, dismissToast, toast } from './toastStore';
import { restoreRealTimers } from '../../testing/realTimers';

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

/** The Toaster after a button of the page, for focus to move to and from. */
function renderBesideAPageButton() {
  render(
    <>
      <button type="button">Page button</button>
      <Toaster />
    </>,
  );
}

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => clearToasts());
    restoreRealTimers();
  });

  it.each([
    ['after the duration toast() gives', {}, { duration: 1500, tone: 'success' }, 1500],
    ['after 5000 ms by default', {}, undefined, 5000],
    ['after the Toaster duration when toast() gives none', { duration: 1000 }, undefined, 1000],
  ] as const)('should close %s, and not before', (_when, toaster, options, closesAfter) => {
    render(<Toaster {...toaster} />);
    show('Your message reached us', options);
    expect(screen.getByText('Your message reached us')).toBeInTheDocument();
    advance(closesAfter - 1);
    expect(screen.getByText('Your message reached us')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Your message reached us')).toBeNull();
  });

  it('should stack two toasts, each with its own timer', () => {
    render(<Toaster />);
    show('First', { duration: 1000 });
    show('Second', { duration: 3000 });
    expect(within(notifications()).getAllByRole('listitem')).toHaveLength(2);
    advance(1000);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  // Each pause keeps the time the toast had left: 1000 ms of its 1500 once 500 have run.
  it.each([
    [
      'hovered',
      () => fireEvent.pointerMove(screen.getByText('Paused')),
      () => fireEvent.pointerLeave(notifications()),
    ],
    [
      'a toast has keyboard focus',
      () => screen.getByRole('button', { name: 'Dismiss notification' }).focus(),
      () => screen.getByRole('button', { name: 'Page button' }).focus(),
    ],
    [
      'the window is in the background',
      () => fireEvent.blur(window),
      () => fireEvent.focus(window),
    ],
  ])('should pause while %s and resume with the time it had left', (_while, pause, resume) => {
    renderBesideAPageButton();
    show('Paused', { duration: 1500 });
    advance(500);
    act(pause);
    advance(10_000);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    act(resume);
    advance(999);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Paused')).toBeNull();
  });

  it('should close when the dismiss button is pressed', () => {
    render(<Toaster />);
    show('Dismiss me');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Dismiss me')).toBeNull();
  });

  it('should move focus to the toasts on F8, and close the focused one on Escape keeping focus there', () => {
    renderBesideAPageButton();
    show('First');
    show('Second');
    fireEvent.keyDown(document, { key: 'F8' });
    const list = within(notifications()).getByRole('list');
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
    restoreRealTimers();
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
