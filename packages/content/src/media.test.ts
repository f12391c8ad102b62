import { describe, expect, it } from 'vitest';
import { isBrandMark, mediaFolders } from './media';

describe('brand marks and pictures (D46)', () => {
  it('should call the site logo and the technologies’ logos brand marks', () => {
    expect(isBrandMark('/favicon.svg')).toBe(true);
    expect(isBrandMark('/media/tech/html.svg')).toBe(true);
  });

  it('should call every other file a picture, one of no known folder too', () => {
    for (const folder of Object.keys(mediaFolders).filter((name) => name !== 'tech')) {
      expect(isBrandMark(`/media/${folder}/any.svg`), folder).toBe(false);
    }
    expect(isBrandMark('/media/photos/team.webp')).toBe(false);
    expect(isBrandMark('/images/team.png')).toBe(false);
    expect(isBrandMark('/media/tech.svg')).toBe(false);
  });
});
