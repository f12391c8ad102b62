import { vars } from '../theme/contract.css';
import { muted, note } from './foundations.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { ThemePanel } from './ThemePanel';
import { sampleText } from './TypeScale.css';
import { TokenTable, tokenRows } from './TokenTable';

const pangram = 'Sphinx of black quartz, judge my vow: 0123456789';
const paragraph =
  'Line height sets the room between lines. Tight suits short headings, normal suits running ' +
  'text, and relaxed gives long passages or small type more air to read comfortably.';
const headingSizes: readonly string[] = ['xl', 'xxl', 'display'];

/**
 * The theme's type: font families, sizes, weights and line heights, each drawn as real text
 * through the theme's variables, beside the raw value the theme gives it.
 */
export function TypeScale({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  return (
    <ThemePanel theme={theme}>
      <TokenTable
        caption={`Font families: ${label}`}
        rows={tokenRows('font', values.font, (token) => (
          <p className={sampleText} style={{ fontFamily: vars.font[token] }}>
            {pangram}
          </p>
        ))}
      />
      <p className={`${note} ${muted}`}>
        Sizes xxl and display are fluid: they grow with the viewport between the two ends of their
        clamp(). From xl up the samples use the heading font, as headings do.
      </p>
      <TokenTable
        caption={`Font sizes: ${label}`}
        rows={tokenRows('fontSize', values.fontSize, (token) => (
          <p
            className={sampleText}
            style={{
              fontSize: vars.fontSize[token],
              lineHeight: vars.lineHeight.tight,
              fontFamily: headingSizes.includes(token) ? vars.font.heading : vars.font.body,
            }}
          >
            Ready when you are
          </p>
        ))}
      />
      <TokenTable
        caption={`Font weights: ${label}`}
        rows={tokenRows('fontWeight', values.fontWeight, (token) => (
          <p
            className={sampleText}
            style={{ fontWeight: vars.fontWeight[token], fontSize: vars.fontSize.lg }}
          >
            {pangram}
          </p>
        ))}
      />
      <TokenTable
        caption={`Line heights: ${label}`}
        rows={tokenRows('lineHeight', values.lineHeight, (token) => (
          <p className={sampleText} style={{ lineHeight: vars.lineHeight[token] }}>
            {paragraph}
          </p>
        ))}
      />
    </ThemePanel>
  );
}
