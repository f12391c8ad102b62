import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { OfferCard, type OfferCardProps } from './OfferCard';

const props: OfferCardProps = {
  title: 'Cloud Computing',
  text: 'Move to the cloud without the surprises.',
  href: '/offers/cloud',
  linkLabel: 'Learn more about Cloud Computing',
  image: { src: '/cloud.svg', alt: '', width: 960, height: 720 },
};

describe('OfferCard', () => {
  it('should be a single link named by its link label', async () => {
    const { container } = render(<OfferCard {...props} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Learn more about Cloud Computing');
    expect(links[0]).toHaveAttribute('href', '/offers/cloud');
    expect(screen.getByRole('heading', { level: 3, name: 'Cloud Computing' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('should be reached with one tab stop', async () => {
    render(
      <>
        <OfferCard {...props} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('should keep a decorative image and icon out of the accessibility tree', async () => {
    const { container, rerender } = render(<OfferCard {...props} />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<OfferCard {...props} image={undefined} icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('should draw its link with the app’s link component', () => {
    renderWithAppLinks(<OfferCard {...props} />);
    expect(screen.getByRole('link', { name: props.linkLabel })).toHaveAttribute('data-app-link');
  });
});
