import preview from '../../storybook/preview';
import { Text, textElements, textSizes, textTones } from './Text';
import { inlineRadio } from '../../storybook/controls';

const meta = preview.meta({
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Every change is reviewed, tested and shipped in small steps.' },
  argTypes: {
    as: inlineRadio(textElements),
    size: inlineRadio(textSizes),
    tone: inlineRadio(textTones),
  },
});

export const Body = meta.story();

export const Muted = meta.story({ args: { tone: 'muted', size: 'sm' } });

export const AllSizes = meta.story({
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </div>
  ),
});
