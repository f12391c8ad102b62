import type { ImgHTMLAttributes } from 'react';
import { classNames } from '../classNames';
import { fluid as fluidStyle } from './Image.css';

/** An image and its intrinsic size; the size reserves its box before the file arrives. */
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
  /** `eager` for the image a page opens on; any other waits until it nears the screen. */
  loading?: 'lazy' | 'eager';
  decoding?: 'async' | 'sync' | 'auto';
  fetchPriority?: 'high' | 'low' | 'auto';
  'aria-hidden'?: ImgHTMLAttributes<HTMLImageElement>['aria-hidden'];
  /** Shrink with the container, keeping the proportions. */
  fluid?: boolean;
}

/**
 * An `<img>` that never shifts the layout and, unless told, loads lazily and decodes off the
 * main thread. Only the known fields are passed on, so a richer source object can be spread in.
 */
export function Image({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  fetchPriority,
  fluid = false,
  className,
  'aria-hidden': ariaHidden,
}: ImageProps) {
  return (
    <img
      className={classNames(fluid && fluidStyle, className)}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={sizes}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      aria-hidden={ariaHidden}
    />
  );
}

/** A source whose size may be left to the component that shows it. */
export type ImageSourceOptionalSize = Omit<ImageSource, 'width' | 'height'> &
  Partial<Pick<ImageSource, 'width' | 'height'>>;

/** Fills a missing size with a square of `side` pixels, so the box is still reserved. */
export function withSize(source: ImageSourceOptionalSize, side: number): ImageSource {
  return { ...source, width: source.width ?? side, height: source.height ?? side };
}
