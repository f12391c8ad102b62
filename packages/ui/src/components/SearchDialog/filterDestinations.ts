/**
 * The destinations whose title contains the query, ignoring case and the query's surrounding
 * spaces, in their original order. An empty query lists nothing.
 */
export function filterDestinations<T extends { title: string }>(
  destinations: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  return destinations.filter((destination) =>
    destination.title.toLocaleLowerCase().includes(needle),
  );
}
