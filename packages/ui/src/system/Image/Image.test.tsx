import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image, withSize } from './Image';

const source = { src: '/team.svg', alt: 'The team at work', width: 960, height: 720 };

describe('Image', () => {
  it('should reserve its box and load lazily off the main thread by default', () => {
    render(<Image {...source} />);
    const image = screen.getByRole('img', { name: 'The team at work' });
    expect(image).toHaveAttribute('src', '/team.svg');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '720');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('class');
  });

  it('should load first when it is what the page opens on', () => {
    render(<Image {...source} loading="eager" fetchPriority="high" />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('should pass on candidates, and nothing it does not know', () => {
    const richer = { ...source, srcSet: '/team-2x.svg 2x', sizes: '50vw', credit: 'Studio' };
    render(<Image {...richer} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('srcset', '/team-2x.svg 2x');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).not.toHaveAttribute('credit');
  });

  it('should stay silent when decorative', () => {
    const { container } = render(<Image {...source} alt="" aria-hidden="true" fluid />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('alt', '');
    expect(getComputedStyle(image).maxWidth).toBe('100%');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('should fill a missing size with a square, keeping a given one', () => {
    expect(withSize({ src: '/a.svg', alt: 'A' }, 96)).toMatchObject({ width: 96, height: 96 });
    expect(withSize({ ...source }, 96)).toMatchObject({ width: 960, height: 720 });
  });
});
