import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { exampleAvatar } from '../Card/storyImages';
import { TestimonialCard, testimonialCardHeadingLevels } from './TestimonialCard';
import { inlineRadio } from '../../storybook/controls';
import { withMaxWidth } from '../../storybook/decorators';

const longText =
  'Six months at Northwind Labs taught me more than my whole final year. I shipped a real ' +
  'feature to real customers, paired with senior engineers every week and learned to write ' +
  'the tests before the code. The mentors never made me feel slow.';

const meta = preview.meta({
  title: 'Content/TestimonialCard',
  component: TestimonialCard,
  args: {
    name: 'Asha Rao',
    text: longText,
    photo: { src: exampleAvatar('AR', 210), alt: 'Portrait of Asha Rao' },
    dialogId: 'asha-story-dialog',
  },
  argTypes: { headingLevel: inlineRadio(testimonialCardHeadingLevels) },
  decorators: [withMaxWidth(360)],
});

export const LongTextIsCut = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\.\.\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read More about Asha Rao' })).toHaveAttribute(
      'commandfor',
      'asha-story-dialog',
    );
  },
});

export const ShortText = meta.story({
  args: {
    name: 'Daniel Okafor',
    text: 'Friendly team, real projects and honest feedback.',
    photo: { src: exampleAvatar('DO', 150), alt: 'Portrait of Daniel Okafor' },
  },
});

export const LongWords = meta.story({
  args: {
    name: 'Maximiliana Wolkenkratzer-Grünewald',
    text: 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen and Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz were the longest words in my internship diary.',
    photo: { src: exampleAvatar('MW', 20), alt: 'Portrait of Maximiliana Wolkenkratzer-Grünewald' },
  },
});

export const RightToLeft = meta.story({
  args: {
    name: 'ليلى حداد',
    text: 'تعلمت في ستة أشهر أكثر مما تعلمته في سنتي الأخيرة كلها، وعملت على مشروع حقيقي مع فريق رائع ساعدني في كل خطوة من خطوات التدريب، وكانت التجربة ممتعة ومفيدة جدا.',
    photo: { src: exampleAvatar('LH', 300), alt: 'صورة ليلى حداد' },
    readMoreLabel: 'اقرأ المزيد',
    readMoreName: (name) => `اقرأ المزيد عن ${name}`,
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
});
