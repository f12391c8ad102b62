import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Button } from './Button';

describe('Button', () => {
  it('should render a button that does not submit forms by default', () => {
    render(<Button>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
  });

  it('should call onClick when activated with the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should render its child link with the button look when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/services">Our services</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Our services' });
    expect(link).toHaveAttribute('href', '/services');
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should give each variant its own class', () => {
    render(
      <>
        <Button variant="primary">A</Button>
        <Button variant="secondary">B</Button>
      </>,
    );
    const a = screen.getByRole('button', { name: 'A' }).className;
    const b = screen.getByRole('button', { name: 'B' }).className;
    expect(a).not.toBe(b);
  });

  it('should have no axe violations as a button and as a link', async () => {
    const { container } = render(
      <>
        <Button>Send</Button>
        <Button asChild>
          <a href="/contact">Contact us</a>
        </Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
