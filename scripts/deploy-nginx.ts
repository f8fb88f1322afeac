/**
 * `npm run deploy:nginx -- --out DIR [--root dist] [--listen 8080] [--api HOST:PORT]... [--hsts]`:
 * the nginx files for one deployment, from the built portal (its pages' CSP) and the route table.
 * Each --api names one API process; without any, nginx serves the portal alone (the API on
 * another origin). --hsts adds Strict-Transport-Security, for nginx behind a TLS terminator.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy } from '../src/domain/security-headers.ts';
import { MAIN_FILE, SITE_FILE, writeNginxFiles } from './portal-build/nginx-config.ts';
import { collectInlineSources } from './portal-build/inline-sources.ts';

const LISTEN = /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+):)?\d{1,5}$/i;
const API_SERVER = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+):\d{1,5}$/i;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    root: { type: 'string', default: 'dist' },
    listen: { type: 'string', default: '8080' },
    api: { type: 'string', multiple: true, default: [] },
    hsts: { type: 'boolean', default: false },
  },
});

if (!values.out) fail('--out DIR is required: where to write nginx.conf and dealledger.conf.');
const root = resolve(values.root);
if (!existsSync(`${root}/index.html`)) fail(`${root} holds no built portal: run \`npm run build\` first.`);
if (!LISTEN.test(values.listen))
  fail(`--listen must be a port or address:port (got ${JSON.stringify(values.listen)}).`);
for (const server of values.api)
  if (!API_SERVER.test(server)) fail(`--api must be host:port (got ${JSON.stringify(server)}).`);

const inline = await collectInlineSources(root);
const out = resolve(values.out);
await writeNginxFiles(out, {
  root,
  listen: values.listen,
  apiServers: values.api,
  policy: contentSecurityPolicy(inline),
  hsts: values.hsts,
});
const api = values.api.length > 0 ? `the API at ${values.api.join(', ')}` : 'no API (the portal alone)';
process.stdout.write(`Wrote ${out}/${MAIN_FILE} and ${out}/${SITE_FILE}: ${root} on ${values.listen}, ${api}.\n`);
if (values.api.length > 0 && inline.apiOrigin) {
  process.stdout.write(`Note: this portal was built to call the API at ${inline.apiOrigin}, not through nginx.\n`);
}
