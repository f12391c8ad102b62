import * as Navigation from '@radix-ui/react-navigation-menu';
import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { NavDropdown } from './NavDropdown';
import { items } from '../../storybook/navMenuItems';
import { isDropdown } from './navMenuModel';

const [services, offices] = items.filter(isDropdown);
const ignore = () => {};

// One drop-down of the NavMenu, open, as the menu renders it: its button and its panel.
const meta = preview.meta({
  title: 'Navigation/NavMenu/NavDropdown',
  component: NavDropdown,
  args: {
    item: services!,
    itemValue: 'item-0',
    open: true,
    inHtmlOnly: false,
    onOpenFromKeyboard: ignore,
    pointer: {
      hover: ignore,
      leave: ignore,
      enterPanel: ignore,
      clickTrigger: ignore,
      askClose: ignore,
    },
    menuButtonLabel: (label: string) => `Show ${label} menu`,
    newTabText: '(opens in a new tab)',
  },
  argTypes: { item: { control: false }, pointer: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: '16px 24px', minHeight: 480 }}>
        <Navigation.Root value="item-0">
          <Navigation.List style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <Story />
          </Navigation.List>
        </Navigation.Root>
      </div>
    ),
  ],
});

export const GridPanel = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Workshops/ })).toBeInTheDocument();
  },
});

export const OutsideLinks = meta.story({
  args: { item: offices! },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Lisbon (opens in a new tab)' }),
    ).toBeInTheDocument();
  },
});
