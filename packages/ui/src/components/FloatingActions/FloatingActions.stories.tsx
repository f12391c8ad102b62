import preview from '../../storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from '../BackToTop/BackToTop';
import { QuickContact } from '../QuickContact/QuickContact';
import { FloatingActions } from './FloatingActions';
import { viewport } from '../../storybook/globals';
import {
  floatingCornerParameters,
  onLongPage,
  scrollUntilBackToTop,
} from '../../storybook/longPage';

const meta = preview.meta({
  title: 'Site/FloatingActions',
  component: FloatingActions,
  parameters: {
    ...floatingCornerParameters,
    // The demo is a long page: scrolling it inside the preview is what brings up back-to-top.
    docsPreview: { scrolls: true },
  },
  args: {
    children: (
      <>
        <BackToTop label="Back to top" focusTargetId="floating-main" />
        <QuickContact
          label="Quick contact"
          title="Talk to Northwind Labs"
          phone={{ label: '+1 555 0100', href: 'tel:+15550100' }}
          email={{ label: 'hello@northwind.example', href: 'mailto:hello@northwind.example' }}
          contactLink={{ label: 'Open the contact page', href: '#contact' }}
        />
      </>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    onLongPage({
      mainId: 'floating-main',
      hint: 'Both floating buttons share one corner without overlapping.',
    }),
  ],
});

export const AtTheTop = meta.story({
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.getByRole('button', { name: 'Quick contact' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
});

export const ScrolledDown = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const backToTop = await scrollUntilBackToTop(canvasElement, 1.5);
    const quickContact = canvas.getByRole('button', { name: 'Quick contact' });
    await expect(backToTop.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      quickContact.getBoundingClientRect().top,
    );
  },
});

/** The open panel sits above the corner's buttons, in front of the page, until closed. */
export const ScrolledDownWithPanelOpen = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await scrollUntilBackToTop(canvasElement, 1.5);
    const toggle = canvas.getByRole('button', { name: 'Quick contact' });
    await userEvent.click(toggle);
    const panel = await waitFor(() =>
      canvas.getByRole('group', { name: 'Talk to Northwind Labs' }),
    );
    await waitFor(() => expect(panel).toBeVisible());
    const panelBox = panel.getBoundingClientRect();
    await expect(panelBox.bottom).toBeLessThanOrEqual(toggle.getBoundingClientRect().top);
    await expect(panelBox.right).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const Mobile = ScrolledDownWithPanelOpen.extend({
  globals: viewport('mobile'),
});

export const HarbourTheme = ScrolledDownWithPanelOpen.extend({
  globals: { theme: 'harbour' },
});
