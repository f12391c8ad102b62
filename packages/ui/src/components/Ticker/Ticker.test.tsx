import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { Ticker } from './Ticker';

const items = ['Web Development', 'Android Apps', 'iOS Apps', 'UI / UX Design'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

describe('Ticker', () => {
  it('should hold every item in a named strip, with a pause switch that works without script', async () => {
    const { container } = render(
      <Ticker label="Featured services" items={items} intervalMs={3000} pauseLabel="Pause" />,
    );
    const strip = screen.getByRole('region', { name: 'Featured services' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Web Development',
      'Android Apps',
      'iOS Apps',
      'UI / UX Design',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Pause' })).not.toBeChecked();
    const timing = Array.from(strip.style).map((name) => strip.style.getPropertyValue(name));
    expect(timing).toEqual(['4', '3000ms']);
    await expectNoAxeViolations(container);
  });
});
