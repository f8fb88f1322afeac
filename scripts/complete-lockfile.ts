/**
 * `npm run lock:complete`: adds package-lock entries for other platforms' optional
 * binaries (darwin, win32, arm64...) that the registry this project installs from
 * does not serve at the pinned version. npm install leaves them out, and npm ci then
 * refuses the lock as out of sync. The entries carry only version, os, cpu and libc,
 * so npm skips them on every platform they do not fit, as it would the real ones.
 * Run it after any `npm install` that changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const PLATFORM =
  /(android|darwin|linux|win32|freebsd|openharmony|wasm32)-(arm64|x64|arm|ia32|wasi|riscv64|ppc64|s390x|loong64)(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi))?$/;

/** The platform a binary package is for, read from its name (`pkg-linux-arm64-musl`). */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const found = PLATFORM.exec(name);
  if (!found) return null;
  const [, os, cpu, abi] = found as unknown as [string, string, string, string | undefined];
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const libc =
    abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi === 'musl' || abi === 'musleabihf' ? ['musl'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

export function completeLock(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform) continue;
      lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = 'package-lock.json';
  const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = completeLock(lock);
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root!, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(added.length ? `added ${added.join(', ')}\n` : 'the lock file is complete\n');
}
