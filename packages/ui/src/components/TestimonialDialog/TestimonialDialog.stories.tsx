import preview from '../../storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleAvatar } from '../Card/storyImages';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard';
import { TestimonialDialog, type TestimonialDialogProps } from './TestimonialDialog';
import { viewport } from '../../storybook/globals';
import { openOverlay, opensOverlay } from '../../storybook/overlays';

const text =
  'Six months at Northwind Labs taught me more than my whole final year. I shipped a real ' +
  'feature to real customers, paired with senior engineers every week and learned to write ' +
  'the tests before the code. The mentors never made me feel slow, and the code reviews ' +
  'were the kindest and most useful feedback I have had.';

// The card's Read More opens the dialog, as on the site.
function WithCard(props: TestimonialDialogProps) {
  return (
    <div style={{ maxWidth: 360 }}>
      <TestimonialCard
        name={props.name}
        text={props.text}
        photo={props.photo}
        dialogId={props.id}
      />
      <TestimonialDialog {...props} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Overlays/TestimonialDialog',
  component: TestimonialDialog,
  args: {
    id: 'story-testimonial',
    name: 'Asha Rao',
    text,
    photo: { src: exampleAvatar('AR', 210), alt: 'Portrait of Asha Rao' },
    roleLabel: '- Intern',
  },
  render: (args) => <WithCard {...args} />,
});

const readMore = opensOverlay(/^Read More/);

export const OpenAndClose = meta.story({
  play: async ({ canvasElement }) => {
    const { opener: button, overlay: dialog } = await openOverlay(
      canvasElement,
      'Read More about Asha Rao',
      { role: 'dialog', name: 'Asha Rao' },
    );
    await waitFor(() => expect(within(dialog).getByText('- Intern')).toBeVisible());
    // Escape and a click outside close it too: the browser does that (the browser test).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(button).toHaveFocus());
  },
});

export const Open = meta.story({ play: readMore });

export const OpenOnMobile = meta.story({
  globals: viewport('mobile'),
  play: readMore,
});

export const LongWords = meta.story({
  args: {
    name: 'Maximiliana Wolkenkratzer-Grünewald',
    text: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen and Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz were the longest words in my internship diary.\n\nA second paragraph keeps its line break.',
    photo: { src: exampleAvatar('MW', 20), alt: 'Portrait of Maximiliana Wolkenkratzer-Grünewald' },
  },
  play: readMore,
});

export const WithoutRoleLabel = meta.story({ args: { roleLabel: undefined }, play: readMore });
