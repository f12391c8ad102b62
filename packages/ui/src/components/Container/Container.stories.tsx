import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Container, containerElements, containerWidths } from './Container';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';

const Filler = ({ label }: { label: string }) => (
  <div
    style={{
      padding: vars.space.lg,
      background: vars.color.surface,
      border: `1px dashed ${vars.color.border}`,
    }}
  >
    <p style={{ margin: 0 }}>{label}</p>
  </div>
);

const meta = preview.meta({
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <Filler label="Northwind Labs builds and runs software for growing companies." />,
  },
  argTypes: { as: inlineRadio(containerElements), width: inlineRadio(containerWidths) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const container = canvas.getByText(/Northwind Labs/).closest('[data-width]');
    const style = getComputedStyle(container as Element);
    await expect(style.marginLeft).toBe(style.marginRight);
  },
});

export const AllWidths = meta.story({
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {containerWidths.map((width) => (
        <Container key={width} {...args} width={width}>
          <Filler label={`width="${width}"`} />
        </Container>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = containerWidths.map(
      (width) => canvas.getByText(`width="${width}"`).getBoundingClientRect().width,
    );
    // The desktop viewport is wider than every maximum, so each width shows.
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
  },
  globals: viewport('desktop'),
});

export const AsMainLandmark = meta.story({
  args: { as: 'main', id: 'main' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
});

export const Mobile = meta.story({
  globals: viewport('mobile'),
});

export const HarbourTheme = meta.story({ globals: { theme: 'harbour' } });
