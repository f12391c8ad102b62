/** Where the two forms are sent (spec section 7): the server's routes and the forms' actions. */
export const formEndpoints = {
  contact: '/contact',
  application: '/job/apply',
} as const;
