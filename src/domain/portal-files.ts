/**
 * How the built portal's files are cached, and which build files are for the hosting rather
 * than for browsers: shared by the Node server, the CDN files and the nginx configuration.
 */

/** Hashed file names: a file never changes under its name. */
export const HASHED_ASSETS_PATH = '/_astro/';

/** A request for one of the build's hashed files (scripts, stylesheets), by its URL. */
export const isHashedAssetUrl = (url: string): boolean => url.startsWith(HASHED_ASSETS_PATH);

export const CACHE_CONTROL = {
  /** Cached for a year and never revalidated. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pages name the hashed files of the current build, so they are revalidated on every visit. */
  page: 'no-cache',
  /** Other files (images, the favicon) keep their name across builds. */
  file: 'public, max-age=3600',
} as const;

/** The Cache-Control of a built file, by its path under dist/. */
export function cacheControlFor(file: string): string {
  if (file.startsWith(HASHED_ASSETS_PATH)) return CACHE_CONTROL.hashedAsset;
  if (file.endsWith('.html')) return CACHE_CONTROL.page;
  return CACHE_CONTROL.file;
}

/** CDN rule files: nobody needs to read them from the portal. */
export const HOSTING_FILES: readonly string[] = ['/_headers', '/_redirects'];
/** The nginx configuration the build writes (it names the API's internal addresses). */
export const DEPLOY_DIRECTORY = '/deploy/';

export const isHostingFile = (path: string) =>
  HOSTING_FILES.includes(path) || path.startsWith(DEPLOY_DIRECTORY) || `${path}/` === DEPLOY_DIRECTORY;
