import preview from '../../storybook/preview';
import { Icon } from './Icon';
import * as icons from './icons';

const meta = preview.meta({
  title: 'Primitives/Icon',
  component: Icon,
  args: { size: 32, children: <circle cx="12" cy="12" r="8" /> },
});

export const Frame = meta.story();

/** Every ready-made icon; they take the colour of the text around them. */
export const Set = meta.story({
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
});
