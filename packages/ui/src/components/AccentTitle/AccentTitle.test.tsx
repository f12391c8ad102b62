import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccentTitle } from './AccentTitle';
import { splitAccent } from './splitAccent';

describe('splitAccent', () => {
  it('should put the first two words in the accent part by default', () => {
    expect(splitAccent('Cloud Computing that scales with you')).toEqual({
      accent: 'Cloud Computing',
      rest: ' that scales with you',
    });
  });

  it('should keep a one-word title whole in the accent part', () => {
    expect(splitAccent('Workshops')).toEqual({ accent: 'Workshops', rest: '' });
  });

  it('should honour a custom word count', () => {
    expect(splitAccent('Our Quality Management', 1)).toEqual({
      accent: 'Our',
      rest: ' Quality Management',
    });
  });
});

describe('AccentTitle', () => {
  it('should read as one heading with the full title', () => {
    render(<AccentTitle as="h1">Artificial Intelligence for real businesses</AccentTitle>);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Artificial Intelligence for real businesses',
      }),
    ).toBeInTheDocument();
  });

  it('should wrap exactly the first two words in the accent span', () => {
    render(<AccentTitle>Dev Ops pipelines you can trust</AccentTitle>);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.querySelector('span')?.textContent).toBe('Dev Ops');
  });
});
