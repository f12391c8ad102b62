import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import {
  expectEscapeToCloseBackOn,
  expectLinkToNavigateAndClose,
  renderPopoverOpener,
} from '../../testing/popoverOpener';
import { expectModalBeforeAndAfterTheApp } from '../../testing/modalDialog';
import { animationsSettled } from '../../testing/settle';
import { SearchDialog } from './SearchDialog';
import { searchProps } from './searchFixtures';

const renderSearch = () =>
  renderPopoverOpener(
    <>
      <SearchDialog {...searchProps} />
      <a href="#after">A link on the page behind</a>
    </>,
    'Open search',
  );

const dialog = () => document.getElementById('site-search')!;
const input = () => screen.getByRole('combobox', { name: 'Search the site' });

async function openSearch() {
  const rendered = renderSearch();
  await userEvent.click(rendered.button);
  return { ...rendered, input: input() };
}

describe('SearchDialog, in a browser', () => {
  it('should open from its button with the text box focused, and close with Escape back to the button', async () => {
    const { button } = renderSearch();
    expect(dialog()).not.toBeVisible();
    await userEvent.click(button);
    await animationsSettled(dialog());
    expect(screen.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
    expect(input()).toHaveFocus();
    await expectEscapeToCloseBackOn(button);
  });

  it('should close with "Close search"', async () => {
    const { button } = renderSearch();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(dialog()).not.toBeVisible();
  });

  it('should follow a chosen result through the app and close', async () => {
    const search = renderSearch();
    await userEvent.click(search.button);
    await userEvent.type(input(), 'cloud');
    await expectLinkToNavigateAndClose(
      search,
      screen.getByRole('option', { name: 'Cloud Migration' }),
      '/service/cloud',
    );
  });

  it('should be a modal dialog before the app and once it has taken over', async () => {
    await expectModalBeforeAndAfterTheApp(<SearchDialog {...searchProps} />, 'Open search');
  });

  it('should start empty each time it opens', async () => {
    const { button } = renderSearch();
    await userEvent.click(button);
    await userEvent.type(input(), 'cloud');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button);
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('option')).toBeNull();
  });

  describe('given some text', () => {
    it('should list the matching destinations as links and announce how many there are', async () => {
      const { input } = await openSearch();
      await userEvent.type(input, 'apply');
      const listbox = screen.getByRole('listbox', { name: 'Search the site' });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).toHaveAttribute('aria-controls', listbox.id);
      const options = screen.getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Apply for Internship',
        'Apply for Job',
      ]);
      expect(options[0]).toHaveAttribute('href', '/apply');
      expect(screen.getByRole('status')).toHaveTextContent('2 results available');
      await expectNoAxeViolations(dialog());
    });

    it('should say so when nothing matches', async () => {
      const { input } = await openSearch();
      await userEvent.type(input, 'blockchain');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('No pages match your search.');
      expect(screen.getAllByText('No pages match your search.')).toHaveLength(2);
    });

    it('should move the active result with the arrow keys and open it with Enter', async () => {
      const { input, navigate } = await openSearch();
      await userEvent.type(input, 'a');
      // Cloud Migration, Data Engineering, Apply for Internship, Apply for Job
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      const active = screen.getByRole('option', { name: 'Apply for Internship' });
      expect(input).toHaveAttribute('aria-activedescendant', active.id);
      expect(active).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowUp}');
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Data Engineering' }).id,
      );
      expect(input).toHaveFocus();

      await userEvent.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/service/data');
    });

    it('should wrap around from the last result to the first and back', async () => {
      const { input } = await openSearch();
      await userEvent.type(input, 'apply');
      await userEvent.keyboard('{ArrowUp}');
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Apply for Job' }).id,
      );
      await userEvent.keyboard('{ArrowDown}');
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        screen.getByRole('option', { name: 'Apply for Internship' }).id,
      );
    });

    it('should open the first result on Enter when none is active', async () => {
      const { input, navigate } = await openSearch();
      await userEvent.type(input, 'story{Enter}');
      expect(navigate).toHaveBeenCalledWith('/story');
    });

    it('should open nothing on Enter while the text box is empty', async () => {
      const { input, navigate } = await openSearch();
      await userEvent.keyboard('{Enter}');
      expect(navigate).not.toHaveBeenCalled();
      expect(input).toBeInvalid();
    });

    it('should list nothing again once the text is cleared', async () => {
      const { input } = await openSearch();
      await userEvent.type(input, 'cloud');
      expect(screen.getAllByRole('option')).toHaveLength(1);
      await userEvent.clear(input);
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('');
    });
  });

  it('should list the results for text typed before its script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchDialog {...searchProps} />);
    document.body.append(container);
    try {
      await userEvent.click(container.querySelector<HTMLElement>('[commandfor="site-search"]')!);
      await userEvent.keyboard('cloud');
      await act(async () => {
        hydrateRoot(container, <SearchDialog {...searchProps} />);
      });
      await vi.waitFor(() =>
        expect(screen.getByRole('option', { name: 'Cloud Migration' })).toBeVisible(),
      );
      expect(input()).toHaveValue('cloud');
    } finally {
      container.remove();
    }
  });
});
