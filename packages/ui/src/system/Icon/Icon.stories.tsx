import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
import * as icons from './icons';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { size: 32, children: <circle cx="12" cy="12" r="8" /> },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {};

/** Every ready-made icon; they take the colour of the text around them. */
export const Set: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
      {Object.entries(icons).map(([name, Shape]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, width: 120 }}>
          <Shape size={32} />
          <small>{name}</small>
        </li>
      ))}
    </ul>
  ),
};
