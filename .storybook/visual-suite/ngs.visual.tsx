import { captureStories } from './captureStories';

captureStories('ngs');
