import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { TechTile } from './TechTile';

describe('TechTile', () => {
  it('should name the technology once, by its label, with a silent logo', async () => {
    const { container } = render(
      <TechTile text="PostgreSQL" img={{ src: '/postgresql.svg', width: 96, height: 96 }} />,
    );
    expect(screen.getByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('PostgreSQL');
    await expectNoAxeViolations(container);
  });

  it('should ignore alt text that content may carry, since the label says it', () => {
    const img = { src: '/react.svg', alt: 'React logo', width: 96, height: 96 };
    const { container } = render(<TechTile text="React" img={img} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('should reserve the logo size and load it lazily', () => {
    const { container } = render(
      <TechTile text="Figma" img={{ src: '/figma.svg', width: 96, height: 96 }} />,
    );
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '96');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });
});
