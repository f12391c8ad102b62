import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TestimonialDialog } from './TestimonialDialog';

const text =
  'Six months at Northwind Labs taught me more than my whole final year. I shipped a real feature, ' +
  'paired with senior engineers every week and learned to write tests first.';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Read More about Asha Rao
      </button>
      <button type="button">Something else</button>
      <TestimonialDialog
        open={open}
        onOpenChange={setOpen}
        name="Asha Rao"
        text={text}
        photo={{ src: '/people/asha.svg', alt: 'Portrait of Asha Rao' }}
        roleLabel="- Intern"
      />
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Read More about Asha Rao' });
  await user.click(trigger);
  return { user, trigger, dialog: await screen.findByRole('dialog', { name: 'Asha Rao' }) };
}

describe('TestimonialDialog', () => {
  it('should show the photo, the name as title, the role label and the whole text', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent(text);
    expect(dialog).toHaveTextContent('- Intern');
    expect(screen.getByRole('img', { name: 'Portrait of Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('should keep focus inside while open', async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('should close on Escape and give focus back to the button that opened it', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });

  it('should close with the Close button and give focus back', async () => {
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(trigger).toHaveFocus());
  });
});
