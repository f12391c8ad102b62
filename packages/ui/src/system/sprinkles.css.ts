import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { mediaQueries } from '../theme/tokens';

const space = { none: '0', ...vars.space };

// Desktop first, like the rest of the kit: the narrower condition comes later, so it wins.
const layout = defineProperties({
  conditions: {
    desktop: {},
    tablet: { '@media': mediaQueries.tablet },
    mobile: { '@media': mediaQueries.mobile },
  },
  defaultCondition: 'desktop',
  responsiveArray: ['desktop', 'tablet', 'mobile'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const look = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    borderRadius: vars.radius,
  },
});

/** Atomic classes over the theme's tokens: layout props may take one value per breakpoint. */
export const sprinkles = createSprinkles(layout, look);

export type Sprinkles = Parameters<typeof sprinkles>[0];
