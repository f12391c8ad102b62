/** A signed-in screen's head: its title, and no search engine or share preview of any of it. */
export const areaHead = (title: string) => () => ({
  meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }],
});
