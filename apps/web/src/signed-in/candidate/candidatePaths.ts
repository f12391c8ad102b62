export const candidatePaths = {
  home: '/candidate',
  signIn: '/candidate/sign-in',
  signInLink: '/candidate/sign-in-link',
  link: '/candidate/link',
  signOut: '/candidate/sign-out',
} as const;
