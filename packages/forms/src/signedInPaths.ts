/**
 * Every address of the signed-in areas, written once: the server routes them (as patterns, a
 * `:name` standing for a part of the path) and the site links to them and posts its forms there.
 * `pathTo` fills a pattern in.
 */
export const staffPaths = {
  home: '/staff',
  signIn: '/staff/sign-in',
  signOut: '/staff/sign-out',
  setPassword: '/staff/set-password',
  account: '/staff/account',
  application: '/staff/applications/:id',
  contact: '/staff/contacts/:id',
  openings: '/staff/openings',
  newOpening: '/staff/openings/new',
  opening: '/staff/openings/:id',
  /** The staff's JSON API: the files of an application and the exports live under it. */
  api: '/staff/api',
  applicationFile: '/staff/api/applications/:id/files/:field',
  export: '/staff/api/export/:view.csv',
} as const;

export const candidatePaths = {
  home: '/candidate',
  signIn: '/candidate/sign-in',
  signInLink: '/candidate/sign-in-link',
  link: '/candidate/link',
  signOut: '/candidate/sign-out',
} as const;

/** The names of a pattern's `:name` parts. */
export type PathParams<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? NameOf<Name> | PathParams<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? NameOf<Name>
      : never;
type NameOf<Part extends string> = Part extends `${infer Name}.${string}` ? Name : Part;

/** The address of `pattern` with each `:name` replaced by its value, encoded. */
export function pathTo<Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParams<Pattern>, string>,
): string {
  const values: Record<string, string> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** A pattern as a route of the area mounted at `home`: `/staff/account` → `/account`. */
export const routeIn = (home: string, pattern: string): string =>
  pattern === home ? '/' : pattern.slice(home.length);
