// The kit's stories build their meta from this preview (`preview.meta`), so it lives beside them.
export { default } from '../packages/ui/src/storybook/preview';
