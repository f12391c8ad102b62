import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { heading, headingText } from '../../system/Heading/Heading.css';

// Sized by where it is used: each page and component sets the title's font size.
export const title = style([headingText(), heading]);

export const accent = style({ color: vars.color.brandAccentText });

// Large display text on a dark surface can use the brighter decorative accent.
export const accentOnInverse = style({ color: vars.color.brandAccent });
