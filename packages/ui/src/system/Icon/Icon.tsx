import type { ReactNode } from 'react';
import { classNames } from '../classNames';
import { icon } from './Icon.css';

export interface IconProps {
  /** The shapes, drawn in `currentColor`. */
  children: ReactNode;
  /** Width and height in pixels; leave it out when a class sizes the icon. */
  size?: number;
  /** `24` draws on a 24-unit grid, `16` on a 16-unit one for small inline marks. */
  grid?: 16 | 24;
  /** `line` strokes the shapes, `solid` fills them. */
  variant?: 'line' | 'solid';
  strokeWidth?: number;
  className?: string;
}

/**
 * The frame of every icon in the kit. Icons are decoration: the control or text beside one
 * carries the name, so the icon is hidden from assistive technology and never takes focus.
 */
export function Icon({
  children,
  size,
  grid = 24,
  variant = 'line',
  strokeWidth = 2,
  className,
}: IconProps) {
  const paint =
    variant === 'line'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        }
      : { fill: 'currentColor' };
  return (
    <svg
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      {...paint}
      className={classNames(icon, className)}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** What a ready-made icon takes: its size and a class. */
export type IconShapeProps = Pick<IconProps, 'size' | 'className'>;
