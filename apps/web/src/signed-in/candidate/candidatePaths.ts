export const candidatePaths = {
  home: '/candidate',
  signIn: '/candidate/sign-in',
  signOut: '/candidate/sign-out',
} as const;
