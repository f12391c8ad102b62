import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { heading, headingText } from '../system/Heading/Heading.css';
import { listReset } from '../system/listReset.css';

/**
 * A titled list of links, one a line (QuickContact's panel, SiteFooter's columns): the title
 * in heading type, by size, with a small gap before the list.
 */
export const linkGroupTitle = styleVariants({
  md: [headingText({ size: 'md' }), heading, { margin: `0 0 ${vars.space.sm}` }],
  lg: [headingText({ size: 'lg' }), heading, { margin: `0 0 ${vars.space.sm}` }],
});

export const linkGroupList = style([listReset, { display: 'grid', gap: vars.space.xs }]);
