import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WithRecordingLinks } from '../../testing/recordingLink';
import { Link, LinkProvider, type LinkComponent } from './LinkProvider';

describe('LinkProvider', () => {
  it('should draw a plain anchor when the app gives no link component', () => {
    render(
      <Link href="/careers" className="x">
        Careers
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(link).toHaveAttribute('href', '/careers');
    expect(link).toHaveClass('x');
  });

  it('should hand every prop and the ref to the app’s link component', () => {
    const seen = vi.fn();
    const AppLink: LinkComponent = ({ ref, children, ...props }) => {
      seen(props);
      return (
        <a ref={ref} data-router="" {...props}>
          {children}
        </a>
      );
    };
    const ref = createRef<HTMLAnchorElement>();
    render(
      <LinkProvider linkComponent={AppLink}>
        <Link ref={ref} href="/contact" aria-current="page" className="nav">
          Contact
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('data-router');
    expect(ref.current).toBe(link);
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({ href: '/contact', 'aria-current': 'page', className: 'nav' }),
    );
  });

  it('should let the app navigate instead of the browser, and run the kit’s own click handler', async () => {
    const navigate = vi.fn();
    const onClick = vi.fn();
    render(
      <WithRecordingLinks navigate={navigate}>
        <Link href="/story" onClick={onClick}>
          Our story
        </Link>
      </WithRecordingLinks>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Our story' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/story');
  });
});
