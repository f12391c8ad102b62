import { describe } from 'vitest';
import { MotionTokens } from './MotionTokens';
import { itShowsEveryThemeValue } from './themedPartTest';

describe('MotionTokens', () => {
  itShowsEveryThemeValue(MotionTokens, 'Durations', ['duration', 'easing']);
});
