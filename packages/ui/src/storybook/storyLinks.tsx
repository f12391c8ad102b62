import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WithRecordingLinks } from '../testing/recordingLink';

/** Where the stories' links would have navigated: every story's links report here. */
export const navigatedTo = fn().mockName('navigatedTo');

/** Storybook's global decorator: the kit's links behave like an app's router links. */
export const withAppLinks: Decorator = (Story) => (
  <WithRecordingLinks navigate={navigatedTo}>
    <Story />
  </WithRecordingLinks>
);
