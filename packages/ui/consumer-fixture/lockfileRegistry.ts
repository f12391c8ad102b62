import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * An npm registry on loopback that knows only the workspace's lockfile: each package's versions
 * are the ones the lockfile holds, with their integrity and their dependencies pinned to the
 * versions the lockfile chose. pnpm then resolves a fixture to exactly what the workspace's
 * install already put in the store, finds every tarball there by its integrity, and never needs
 * the network (a machine behind a proxy may not reach the real registry from a test at all).
 * No kept tool serves a registry from a pnpm lockfile, hence these lines.
 */

interface LockedPackage {
  resolution: { integrity?: string; tarball?: string };
  engines?: Record<string, string>;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  hasBin?: boolean;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface LockedSnapshot {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

interface Lockfile {
  packages?: Record<string, LockedPackage>;
  snapshots?: Record<string, LockedSnapshot>;
}

interface VersionManifest {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  engines?: Record<string, string>;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  dist: { integrity: string; tarball: string };
}

/** `@scope/name@1.2.3(peer@4)` → `['@scope/name', '1.2.3']`. */
export function splitKey(key: string): [name: string, version: string] {
  const withoutPeers = key.replace(/\(.*$/, '');
  const at = withoutPeers.lastIndexOf('@');
  return [withoutPeers.slice(0, at), withoutPeers.slice(at + 1)];
}

/** A snapshot's resolved dependency as a manifest's range: `1.2.3(peer@4)` → `1.2.3`; an alias `other@1.0.0` → `npm:other@1.0.0`. */
function asRange(resolved: string) {
  const version = resolved.replace(/\(.*$/, '');
  return /^\d/.test(version) ? version : `npm:${version}`;
}

/** Whether `value` is allowed by a manifest's `os`, `cpu` or `libc` list (`!x` excludes x). */
function allows(list: string[] | undefined, value: string) {
  if (!list || list.length === 0) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
    ?.glibcVersionRuntime,
);

/** Whether this machine can install the locked package (pnpm skips the others, as the workspace's install did). */
function fitsThisMachine(locked: LockedPackage) {
  return (
    allows(locked.os, process.platform) &&
    allows(locked.cpu, process.arch) &&
    allows(locked.libc, glibc ? 'glibc' : 'musl')
  );
}

/** What the registry answers for each package name, made from the lockfile once. */
export function packumentsFromLockfile(lockfilePath: string, tarballBase: string) {
  const lockfile = parse(readFileSync(lockfilePath, 'utf8')) as Lockfile;
  const snapshots = new Map<string, LockedSnapshot>();
  for (const [key, snapshot] of Object.entries(lockfile.snapshots ?? {})) {
    const id = key.replace(/\(.*$/, '');
    if (!snapshots.has(id)) snapshots.set(id, snapshot ?? {});
  }

  const packages = lockfile.packages ?? {};
  const byName = new Map<string, Record<string, VersionManifest>>();
  for (const [key, locked] of Object.entries(packages)) {
    const integrity = locked.resolution.integrity;
    if (!integrity) continue;
    const [name, version] = splitKey(key);
    const snapshot = snapshots.get(`${name}@${version}`) ?? {};
    const peers = new Set(Object.keys(locked.peerDependencies ?? {}));
    // An optional dependency for another platform is left out, with what it would pull in:
    // the workspace's store never received it.
    const installable = ([dependency, value]: [string, string]) => {
      const target = packages[`${dependency}@${value.replace(/\(.*$/, '')}`];
      return !target || fitsThisMachine(target);
    };
    const ranges = (resolved: Record<string, string> = {}) =>
      Object.fromEntries(
        Object.entries(resolved)
          .filter(([dependency]) => !peers.has(dependency))
          .filter(installable)
          .map(([dependency, value]) => [dependency, asRange(value)]),
      );
    const manifest: VersionManifest = {
      name,
      version,
      dependencies: ranges(snapshot.dependencies),
      optionalDependencies: ranges(snapshot.optionalDependencies),
      peerDependencies: locked.peerDependencies,
      peerDependenciesMeta: locked.peerDependenciesMeta,
      engines: locked.engines,
      cpu: locked.cpu,
      os: locked.os,
      libc: locked.libc,
      dist: { integrity, tarball: `${tarballBase}/${name}/-/${version}.tgz` },
    };
    // An optional dependency is also listed with the dependencies it is optional among.
    Object.assign(manifest.dependencies, manifest.optionalDependencies);
    byName.set(name, { ...byName.get(name), [version]: manifest });
  }
  return byName;
}

export interface LockfileRegistry {
  url: string;
  /** Every path pnpm asked for that the registry could not answer (a tarball missing from the store, a package not in the lockfile). */
  misses: string[];
  close: () => Promise<void>;
}

/** Starts the registry on a free loopback port. */
export async function startLockfileRegistry(
  workspaceRoot = join(import.meta.dirname, '..', '..', '..'),
): Promise<LockfileRegistry> {
  const misses: string[] = [];
  let packuments = new Map<string, Record<string, VersionManifest>>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname);
    const versions = packuments.get(path.slice(1));
    if (request.method !== 'GET' || !versions) {
      // A tarball is asked for only when the store lacks it: that is the network this registry replaces.
      misses.push(`${request.method} ${path}`);
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'not in the workspace lockfile or its store' }));
      return;
    }
    const name = path.slice(1);
    const latest = Object.keys(versions).sort(compareVersions).at(-1) ?? '';
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ name, 'dist-tags': { latest }, versions }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  packuments = packumentsFromLockfile(join(workspaceRoot, 'pnpm-lock.yaml'), url);
  return {
    url: `${url}/`,
    misses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Orders release versions numerically, a prerelease before its release. */
function compareVersions(a: string, b: string) {
  const parts = (version: string) => {
    const [release = '', prerelease] = version.split('-', 2);
    return { numbers: release.split('.').map(Number), prerelease };
  };
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left.numbers[index] ?? 0) - (right.numbers[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (left.prerelease === right.prerelease) return 0;
  if (left.prerelease === undefined) return 1;
  if (right.prerelease === undefined) return -1;
  return left.prerelease < right.prerelease ? -1 : 1;
}
