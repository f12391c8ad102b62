import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { RenderLinkProps } from '../private/renderLink';
import { filterDestinations } from './filterDestinations';
import { SearchDialog } from './SearchDialog';

const destinations = [
  { title: 'Cloud Migration', href: '/service/cloud' },
  { title: 'Data Engineering', href: '/service/data' },
  { title: 'Apply for Internship', href: '/apply' },
  { title: 'Apply for Job', href: '/apply' },
  { title: 'Our Story', href: '/story' },
];

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

function Harness({ navigate }: { navigate: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        destinations={destinations}
        label="Search the site"
        placeholder="What can we help you find?"
        noResultsText="No pages match your search."
        renderLink={({ href, children, ...props }: RenderLinkProps) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />
    </>
  );
}

async function openSearch() {
  const user = userEvent.setup();
  const navigate = vi.fn();
  render(<Harness navigate={navigate} />);
  const trigger = screen.getByRole('button', { name: 'Open search' });
  await user.click(trigger);
  await screen.findByRole('dialog', { name: 'Search the site' });
  return {
    user,
    navigate,
    trigger,
    input: screen.getByRole('combobox', { name: 'Search the site' }),
  };
}

describe('SearchDialog', () => {
  it('should focus a required, empty text box and list nothing before typing', async () => {
    const { input } = await openSearch();
    expect(input).toHaveFocus();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'What can we help you find?');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('should list the matching destinations as links and announce how many there are', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'apply');
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
    await expectNoAxeViolations(document.body);
  });

  it('should say so when nothing matches', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'blockchain');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No pages match your search.');
    expect(screen.getAllByText('No pages match your search.')).toHaveLength(2);
  });

  it('should move the active result with the arrow keys and open it with Enter', async () => {
    const { user, input, navigate } = await openSearch();
    await user.type(input, 'a');
    // Cloud Migration, Data Engineering, Apply for Internship, Apply for Job
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Apply for Internship' });
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Data Engineering' }).id,
    );
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/service/data');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should wrap around from the last result to the first and back', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'apply');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Apply for Job' }).id,
    );
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Apply for Internship' }).id,
    );
  });

  it('should open the first result on Enter when none is active', async () => {
    const { user, input, navigate } = await openSearch();
    await user.type(input, 'story{Enter}');
    expect(navigate).toHaveBeenCalledWith('/story');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should open nothing on Enter while the text box is empty', async () => {
    const { user, input, navigate } = await openSearch();
    await user.keyboard('{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input).toBeInvalid();
  });

  it('should list nothing again once the text is cleared', async () => {
    const { user, input } = await openSearch();
    await user.type(input, 'cloud');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.clear(input);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('should close when a result is clicked, and give focus back', async () => {
    const { user, input, navigate, trigger } = await openSearch();
    await user.type(input, 'cloud');
    await user.click(screen.getByRole('option', { name: 'Cloud Migration' }));
    expect(navigate).toHaveBeenCalledWith('/service/cloud');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should close with Escape and with "Close search", giving focus back', async () => {
    const { user, trigger } = await openSearch();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should keep Tab inside the dialog', async () => {
    const { user, input } = await openSearch();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('should start empty each time it opens', async () => {
    const { user, input, trigger } = await openSearch();
    await user.type(input, 'cloud');
    await user.keyboard('{Escape}');
    await user.click(trigger);
    expect(await screen.findByRole('combobox', { name: 'Search the site' })).toHaveValue('');
  });
});
