'use client';
// The kit's links drawn by Next's Link: a function cannot cross from a Server Component to a
// client one as a prop, so the provider is set in a client module of the site's own.
import NextLink from 'next/link';
import { LinkProvider } from '@ngs/ui';

export function AppLinks({ children }) {
  return <LinkProvider linkComponent={NextLink}>{children}</LinkProvider>;
}
