/**
 * Answers for requests no route takes: 405 with an `Allow` header when the path exists
 * under other methods, otherwise 404. Also marks every API answer `no-store` unless the
 * route chose its own caching.
 */
import fp from 'fastify-plugin';
import { API_PREFIX } from '../lib/api-paths.ts';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/email/verify/:id/:hash` as a regular expression over a concrete path. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment
            .split(/(:\w+(?:\([^)]*\))?)/)
            .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
            .join(''),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const isApiAnswer = (url: string) =>
  url === API_PREFIX ||
  url.startsWith(`${API_PREFIX}/`) ||
  url.startsWith(`${API_PREFIX}?`) ||
  url.startsWith('/sanctum/');

export default fp(
  async (app) => {
    const routes = new Map<string, KnownRoute>();
    app.addHook('onRoute', (route) => {
      // The portal's catch-all serves pages, it does not make every path a resource.
      if (route.url === '/*') return;
      const known = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
      for (const method of [route.method].flat()) known.methods.add(method);
      routes.set(route.url, known);
    });

    app.addHook('onSend', async (request, reply) => {
      if (isApiAnswer(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const allowed = new Set<string>();
      for (const known of routes.values())
        if (known.pattern.test(path)) for (const method of known.methods) allowed.add(method);
      if (allowed.size > 0 && !allowed.has(request.method)) {
        return reply
          .code(405)
          .header('allow', [...allowed].sort().join(', '))
          .send({ message: 'Method not allowed.' });
      }
      return reply.code(404).send({ message: 'Not found.' });
    });
  },
  { name: 'routing' },
);
