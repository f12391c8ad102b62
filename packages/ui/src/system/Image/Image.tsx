import type { ImgHTMLAttributes } from 'react';
import { classNames } from '../classNames';
import { fluid as fluidStyle } from './Image.css';

/** An image and its intrinsic size; the size reserves its box before it loads. */
export interface ImageSource {
  src: string;
  /** Empty when the image only decorates. */
  alt: string;
  width: number;
  height: number;
  /** Candidates for the browser to choose from, with `sizes`. */
  srcSet?: string;
  sizes?: string;
}

export interface ImageProps extends ImageSource {
  className?: string;
  /** `eager` for the image a page opens on; everything else waits until it nears the screen. */
  loading?: 'lazy' | 'eager';
  decoding?: 'async' | 'sync' | 'auto';
  fetchPriority?: 'high' | 'low' | 'auto';
  'aria-hidden'?: ImgHTMLAttributes<HTMLImageElement>['aria-hidden'];
  /** Shrink with the container, keeping the proportions. */
  fluid?: boolean;
}

/** An `<img>` that never shifts the layout and, unless told, loads lazily off the main thread. */
export function Image({
  loading = 'lazy',
  decoding = 'async',
  fluid = false,
  className,
  ...props
}: ImageProps) {
  return (
    <img
      loading={loading}
      decoding={decoding}
      className={classNames(fluid && fluidStyle, className)}
      {...props}
    />
  );
}
