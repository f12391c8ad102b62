import { captureStories } from './captureStories';

captureStories('harbour');
