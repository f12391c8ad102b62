import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Section } from './Section';

describe('Section', () => {
  it('should be a region named by its title, with the lead and the body after it', async () => {
    const { container } = render(
      <Section title="How we work" lead="Small steps, shipped often.">
        <p>Body text.</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'How we work' });
    const heading = screen.getByRole('heading', { level: 2, name: 'How we work' });
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(region.textContent).toBe('How we workSmall steps, shipped often.Body text.');
    await expectNoAxeViolations(container);
  });

  it('should take the heading level, the in-page id and the accent words asked for', () => {
    render(
      <Section title="Our daily work" headingLevel={3} accentWords={1} id="details">
        <p>More.</p>
      </Section>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Our daily work' });
    expect(heading.firstElementChild?.textContent).toBe('Our');
    expect(screen.getByRole('region', { name: 'Our daily work' })).toHaveAttribute('id', 'details');
  });

  it('should put each tone on its own surface', () => {
    render(
      <>
        <Section title="Plain">
          <p>One</p>
        </Section>
        <Section title="Dark" tone="inverse" lead="On the inverse surface.">
          <p>Two</p>
        </Section>
      </>,
    );
    const [plain, dark] = screen.getAllByRole('region');
    expect(plain!.className).not.toBe(dark!.className);
    expect(screen.getByText('On the inverse surface.').className).not.toBe('');
  });
});
