import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Section } from './Section';

describe('Section', () => {
  it('should be a region named by its title, with the lead and the body after it', async () => {
    const { container } = render(
      <Section title="How we work" lead="Small steps, shipped often.">
        <p>Body text.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'How we work' });
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Small steps, shipped often.');
    expect(region).toHaveTextContent('Body text.');
    await expectNoAxeViolations(container);
  });

  it('should take the heading level and the title id asked for', () => {
    render(
      <Section title="Details" headingLevel={3} titleId="details-title" id="details">
        <p>More.</p>
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Details' });
    expect(heading).toHaveAttribute('id', 'details-title');
    const region = screen.getByRole('region', { name: 'Details' });
    expect(region).toHaveAttribute('id', 'details');
    expect(region).toHaveAttribute('aria-labelledby', 'details-title');
  });

  it('should give two sections two different labels', () => {
    render(
      <>
        <Section title="First">
          <p>One</p>
        </Section>
        <Section title="Second">
          <p>Two</p>
        </Section>
      </>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Second' })).toBeInTheDocument();
  });
});
