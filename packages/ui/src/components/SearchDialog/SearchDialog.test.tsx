import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithAppLinks } from '../../testing/renderWithAppLinks';
import { filterDestinations } from './filterDestinations';
import { SearchDialog } from './SearchDialog';
import { destinations, searchProps } from './searchFixtures';

describe('filterDestinations', () => {
  it('should keep the titles that contain the query, ignoring case, in their order', () => {
    expect(filterDestinations(destinations, 'APPLY').map((d) => d.title)).toEqual([
      'Apply for Internship',
      'Apply for Job',
    ]);
    expect(filterDestinations(destinations, 'gRaT').map((d) => d.title)).toEqual([
      'Cloud Migration',
    ]);
  });

  it('should ignore spaces around the query', () => {
    expect(filterDestinations(destinations, '  story ').map((d) => d.title)).toEqual(['Our Story']);
  });

  it('should list nothing for an empty or blank query', () => {
    expect(filterDestinations(destinations, '')).toEqual([]);
    expect(filterDestinations(destinations, '   ')).toEqual([]);
  });

  it('should list nothing when no title matches', () => {
    expect(filterDestinations(destinations, 'blockchain')).toEqual([]);
  });
});

function renderSearch() {
  return renderWithAppLinks(<SearchDialog {...searchProps} />);
}

// What the browser gets before any script; the combobox's behaviour is in the browser test.
describe('SearchDialog', () => {
  it('should give its button what opens the dialog as a modal', () => {
    renderSearch();
    const button = screen.getByRole('button', { name: 'Open search', hidden: true });
    expect(button).toHaveAttribute('commandfor', 'site-search');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(document.getElementById('site-search')?.tagName).toBe('DIALOG');
    expect(screen.getByRole('button', { name: 'Close search', hidden: true })).toHaveAttribute(
      'command',
      'close',
    );
  });

  it('should search the results page without script: a required text box named q in a GET form', async () => {
    const { container } = renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search the site', hidden: true });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveAttribute('autofocus');
    expect(input.closest('form')).toHaveAttribute('action', '/search');
    expect(input.closest('form')).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });
});
