/**
 * The nginx configuration of the portal, generated from the route table: dist/ served with the
 * rewrites, caching and headers the Node server uses, and /api/ and /sanctum/ proxied round-robin
 * to a pool of API processes. Two files: `dealledger.conf` (the upstream and the server block, for
 * an nginx that already runs) and `nginx.conf` (a complete configuration around it, for
 * `nginx -p RUNTIME_DIR -c nginx.conf`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES } from '../../src/domain/auth-rules.ts';
import { CACHE_CONTROL, DEPLOY_DIRECTORY, HASHED_ASSETS_PATH, HOSTING_FILES } from '../../src/domain/portal-files.ts';
import { ROUTES, isDynamic, routeByName } from '../../src/domain/routes.ts';
import { ASSET_HEADERS, HSTS, NO_REFERRER_PATHS, documentSecurityHeaders } from '../../src/domain/security-headers.ts';
import { TAPE_MAX_BYTES } from '../../src/domain/tapes.ts';
import { APP_NOT_FOUND_FILE, dynamicRoutes, shellFileOf } from './hosting-rules.ts';

export interface NginxSite {
  /** Absolute path of the built portal (dist/). */
  root: string;
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  /** The API processes as host:port; none serves the portal alone (the API on another origin). */
  apiServers: readonly string[];
  /** The pages' Content-Security-Policy, read from the built pages. */
  policy: string;
  /** Send Strict-Transport-Security, as the Node server does when APP_URL is https. */
  hsts: boolean;
}

/** What `npm run build` writes into dist/deploy/; `npm run deploy:nginx` writes other values. */
export const DEFAULT_SITE = { listen: '8080', apiServers: ['127.0.0.1:4001', '127.0.0.1:4002'], hsts: false } as const;

export const SITE_FILE = 'dealledger.conf';
export const MAIN_FILE = 'nginx.conf';
const UPSTREAM = 'dealledger_api';
const API_LOCATIONS = ['/api/', '/sanctum/'];
const MIB = 1024 * 1024;
/** The largest body the API takes (a data tape, or an application's documents), with room for the multipart framing. */
const MAX_BODY_MIB = Math.ceil(Math.max(TAPE_MAX_BYTES, DOCUMENT_MAX_FILES * DOCUMENT_MAX_BYTES) / MIB) + 1;

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** nginx drops the add_header lines of an outer level in a location that adds its own, so each location lists all of its own. */
const headerLines = (headers: Readonly<Record<string, string>>, indent: string) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);

const indented = (lines: readonly string[], indent: string) =>
  lines.map((line) => (line === '' ? line : `${indent}${line}`));

function pageHeaders(site: NginxSite, pathname: string): Record<string, string> {
  return {
    ...documentSecurityHeaders(site.policy, pathname),
    ...(site.hsts ? { 'Strict-Transport-Security': HSTS } : {}),
    'Cache-Control': CACHE_CONTROL.page,
  };
}

const fileHeaders = (cacheControl: string) => ({ ...ASSET_HEADERS, 'Cache-Control': cacheControl });

function pageLocation(
  site: NginxSite,
  pattern: string,
  tryFiles: string,
  pathname: string,
  nested: readonly string[] = [],
): string[] {
  return [
    `location ${pattern} {`,
    ...headerLines(pageHeaders(site, pathname), '  '),
    `  try_files ${tryFiles};`,
    ...nested,
    '}',
  ];
}

/** The API answers with its own headers; nginx only says who asked, and tries the next process when one is down. */
function apiLocation(path: string): string[] {
  return [
    `location ^~ ${path} {`,
    `  proxy_pass http://${UPSTREAM};`,
    '  proxy_http_version 1.1;',
    '  proxy_set_header Connection "";',
    '  proxy_set_header Host $http_host;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '  proxy_set_header X-Forwarded-Host $http_host;',
    '  proxy_set_header X-Request-Id $request_id;',
    // A refused connection (a stopped process) goes to the next one; a request the process received is never sent twice.
    '  proxy_next_upstream error timeout;',
    '  proxy_connect_timeout 5s;',
    '  error_page 502 504 =503 @api_unavailable;',
    '}',
  ];
}

function apiBlocks(site: NginxSite): { upstream: string[]; locations: string[] } {
  if (site.apiServers.length === 0) return { upstream: [], locations: [] };
  return {
    upstream: [
      '# The API processes, one `server` line each; requests go round-robin, and a process that',
      '# refuses connections is left out for 10 s while the others answer.',
      `upstream ${UPSTREAM} {`,
      ...site.apiServers.map((server) => `  server ${server};`),
      '  keepalive 16;',
      '}',
      '',
    ],
    locations: [
      ...API_LOCATIONS.flatMap(apiLocation),
      '# Every API process is down: the JSON answer the portal understands.',
      'location @api_unavailable {',
      '  default_type application/json;',
      ...headerLines({ ...ASSET_HEADERS, 'Cache-Control': 'no-store' }, '  '),
      `  return 503 ${quoted('{"message":"Service Unavailable."}')};`,
      '}',
    ],
  };
}

function portalLocations(site: NginxSite): string[] {
  const hidden = HOSTING_FILES.map((file) => file.slice(1).replace(/\./g, '\\.')).join('|');
  const lines = [
    `location ${HASHED_ASSETS_PATH} {`,
    ...headerLines(fileHeaders(CACHE_CONTROL.hashedAsset), '  '),
    // Nothing revalidates an immutable file, so its answer carries no validators or range header.
    '  etag off;',
    '  add_header Last-Modified "";',
    '  max_ranges 0;',
    '  try_files $uri =404;',
    '}',
    `location ~ ^/(${hidden})$ {`,
    '  return 404;',
    '}',
    `location ^~ ${DEPLOY_DIRECTORY} {`,
    '  return 404;',
    '}',
    // The precompressed copies are sent by gzip_static in place of their file, never by their own name.
    'location ~ \\.(br|gz)$ {',
    '  return 404;',
    '}',
  ];
  for (const route of ROUTES.filter((route) => !isDynamic(route) && NO_REFERRER_PATHS.includes(route.path))) {
    lines.push(...pageLocation(site, `~ ^${route.path}/?$`, '$uri $uri/index.html =404', route.path));
  }
  for (const route of dynamicRoutes()) {
    const regex = route.path.replace(/\{\w+\}/g, '[^/]+');
    lines.push(...pageLocation(site, `~ ^${regex}/?$`, `$uri $uri/index.html ${shellFileOf(route)}`, route.path));
  }
  // A path under /app that no route takes: the not-found page inside the shell, still with status 404.
  lines.push(
    ...pageLocation(site, '/app/', '$uri $uri/index.html =404', routeByName('app.not-found').path, [
      `  error_page 404 ${APP_NOT_FOUND_FILE};`,
    ]),
  );
  lines.push(
    ...pageLocation(site, '/', '$uri $uri/index.html =404', '/', [
      // Any other file with an extension (favicon, images) is a file, not a page. nginx tries the
      // locations nested here before the outer regular expressions, so this one must leave out the
      // precompressed copies itself, or /index.html.gz would be sent as a file.
      '  location ~ \\.(?!(html|br|gz)$)[a-z0-9]+$ {',
      ...headerLines(fileHeaders(CACHE_CONTROL.file), '    '),
      '    try_files $uri =404;',
      '  }',
    ]),
  );
  return lines;
}

/** The upstream pool and the server block: include it in an nginx's http { } block. */
export function siteFile(site: NginxSite): string {
  const api = apiBlocks(site);
  const server = [
    `listen ${site.listen};`,
    'server_name _;',
    `root ${quoted(site.root)};`,
    'charset utf-8;',
    // Scripts are modules, always read as UTF-8: they go as text/javascript without a charset, as the Node server sends them.
    'charset_types text/css text/plain text/xml application/json;',
    'absolute_redirect off;',
    `client_max_body_size ${MAX_BODY_MIB}m;`,
    // The build wrote a .gz beside every text file; anything else textual is compressed on the way.
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    'gzip_types text/css text/javascript application/json image/svg+xml text/plain application/xml;',
    'error_page 404 /404.html;',
    '',
    ...api.locations,
    ...portalLocations(site),
  ];
  return [
    '# Generated from src/domain/routes.ts by `npm run build` or `npm run deploy:nginx`: edit those, not this file.',
    ...(site.apiServers.length === 0
      ? ['# The portal alone: the API answers on its own origin (PUBLIC_API_URL).']
      : []),
    '',
    ...api.upstream,
    'server {',
    ...indented(server, '  '),
    '}',
    '',
  ].join('\n');
}

/** The types of the files the build writes. */
const MIME_TYPES: Readonly<Record<string, string>> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'text/plain': 'txt',
  'application/xml': 'xml',
  'application/manifest+json': 'webmanifest',
};

/**
 * A complete configuration around the site file: nginx in the foreground (a service manager
 * or a container keeps it running), errors on stderr, and its pid, access log and temporary
 * files under the directory given with `-p`.
 */
export function mainFile(): string {
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${kind}_temp;`,
  );
  return [
    `# Generated by \`npm run build\` or \`npm run deploy:nginx\`. Run: nginx -p RUNTIME_DIR -c ${MAIN_FILE}`,
    'daemon off;',
    'worker_processes auto;',
    'pid nginx.pid;',
    'error_log stderr warn;',
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    '  types {',
    ...Object.entries(MIME_TYPES).map(([type, extensions]) => `    ${type} ${extensions};`),
    '  }',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  server_tokens off;',
    '  access_log access.log;',
    ...indented(temporary, '  '),
    `  include ${SITE_FILE};`,
    '}',
    '',
  ].join('\n');
}

/** Writes both files into `dir`. */
export async function writeNginxFiles(dir: string, site: NginxSite): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/${SITE_FILE}`, siteFile(site));
  await writeFile(`${dir}/${MAIN_FILE}`, mainFile());
}
