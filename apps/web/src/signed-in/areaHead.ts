import { brand, signedInTitles } from '@ngs/content';
import type { SignedInView } from '@ngs/forms';

/**
 * A signed-in screen's head: its title, and no search engine or share preview of any of it.
 * The route is the same for every screen of an area; the view says which screen it is.
 */
export const areaHead = ({ loaderData }: { loaderData?: SignedInView }) => ({
  meta: [
    { title: `${signedInTitles[loaderData?.screen ?? 'staff-sign-in']} | ${brand.name}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
});
