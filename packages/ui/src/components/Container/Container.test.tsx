import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { declaredStyle } from '../../testing/declaredStyle';
import { Container, containerWidths } from './Container';

describe('Container', () => {
  it('should render a div by default', () => {
    render(<Container>Content</Container>);
    expect(screen.getByText('Content').tagName).toBe('DIV');
  });

  it('should render the landmark element it is given', () => {
    render(
      <Container as="main" id="main">
        Page
      </Container>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('should centre its content at the theme width by default', () => {
    render(<Container>Content</Container>);
    const content = screen.getByText('Content');
    expect(getComputedStyle(content).getPropertyValue('margin-inline')).toBe('auto');
    expect(declaredStyle(content, 'max-width')).toMatch(/^var\(--size-containerMax/);
  });

  it('should give each width its own maximum', () => {
    render(
      <>
        {containerWidths.map((width) => (
          <Container key={width} width={width}>
            {width}
          </Container>
        ))}
      </>,
    );
    const maxWidths = containerWidths.map((width) => {
      const element = screen.getByText(width);
      expect(element).toHaveAttribute('data-width', width);
      return declaredStyle(element, 'max-width');
    });
    expect(new Set(maxWidths).size).toBe(containerWidths.length);
  });

  it('should name a section landmark by its heading', async () => {
    const { container } = render(
      <Container as="section" aria-labelledby="t">
        <h2 id="t">Our work</h2>
      </Container>,
    );
    expect(screen.getByRole('region', { name: 'Our work' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
