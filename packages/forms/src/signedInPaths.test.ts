import { describe, expect, it } from 'vitest';
import { candidatePaths, pathTo, routeIn, staffPaths } from './signedInPaths';

describe('signed-in paths', () => {
  it('should fill a pattern with each value encoded, so an id cannot leave its place', () => {
    expect(pathTo(staffPaths.application, { id: 'a/b?c' })).toBe('/staff/applications/a%2Fb%3Fc');
    expect(pathTo(staffPaths.applicationFile, { id: '7', field: 'resume' })).toBe(
      '/staff/api/applications/7/files/resume',
    );
    expect(pathTo(staffPaths.export, { view: 'contacts' })).toBe('/staff/api/export/contacts.csv');
  });

  it('should give the route of a pattern inside the area it belongs to', () => {
    expect(routeIn(staffPaths.home, staffPaths.home)).toBe('/');
    expect(routeIn(staffPaths.home, staffPaths.contact)).toBe('/contacts/:id');
    expect(routeIn(candidatePaths.home, candidatePaths.signInLink)).toBe('/sign-in-link');
  });
});
