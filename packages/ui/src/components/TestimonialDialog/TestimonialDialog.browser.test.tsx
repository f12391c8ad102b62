import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { expectClosedBackOn, expectEscapeToCloseBackOn } from '../../testing/popoverOpener';
import { expectModalBeforeAndAfterTheApp } from '../../testing/modalDialog';
import { animationsSettled } from '../../testing/settle';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';
import { TestimonialDialog } from './TestimonialDialog';
import { testimonialProps } from './testimonialFixtures';

const cardAndDialog = (
  <>
    <TestimonialCard
      name={testimonialProps.name}
      text={testimonialProps.text}
      photo={testimonialProps.photo}
      dialogId={testimonialProps.id}
    />
    <TestimonialDialog {...testimonialProps} />
  </>
);

function renderCardAndDialog() {
  render(<main>{cardAndDialog}</main>);
  return screen.getByRole('button', { name: 'Read More about Asha Rao' });
}

const dialog = () => document.getElementById('asha-dialog')!;

describe('TestimonialDialog, in a browser', () => {
  it('should open from Read More with focus on Close, and close on Escape back to Read More', async () => {
    const readMore = renderCardAndDialog();
    expect(dialog()).not.toBeVisible();
    await userEvent.click(readMore);
    await animationsSettled(dialog());
    expect(screen.getByRole('dialog', { name: 'Asha Rao' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectNoAxeViolations(dialog());
    await expectEscapeToCloseBackOn(readMore);
  });

  it('should close with the Close button, giving focus back', async () => {
    const readMore = renderCardAndDialog();
    await userEvent.click(readMore);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expectClosedBackOn(readMore);
  });

  it('should be a modal dialog before the app and once it has taken over', async () => {
    await expectModalBeforeAndAfterTheApp(cardAndDialog, 'Read More about Asha Rao');
  });

  it('should fill the screen on a phone and sit centred on a wider screen', async () => {
    const readMore = renderCardAndDialog();
    await page.viewport(390, 844);
    await userEvent.click(readMore);
    await animationsSettled(dialog());
    const phone = dialog().getBoundingClientRect();
    expect([phone.left, phone.top, phone.width, phone.height]).toEqual([0, 0, 390, 844]);
    await userEvent.keyboard('{Escape}');

    await page.viewport(1280, 800);
    await userEvent.click(readMore);
    await animationsSettled(dialog());
    const desktop = dialog().getBoundingClientRect();
    expect(desktop.width).toBeLessThan(1280);
    expect(Math.abs(desktop.left + desktop.width / 2 - 640)).toBeLessThan(2);
    expect(Math.abs(desktop.top + desktop.height / 2 - 400)).toBeLessThan(2);
  });
});
