/**
 * Request bodies: JSON only (415 otherwise), an empty body reads as `{}` so a
 * missing body gets per-field 422 errors. Multipart exists only where a route
 * registers @fastify/multipart in its own scope.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
    // Clients send a declared type even with no body at all (axios posts an empty form): nothing to parse, nothing to refuse.
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      if (body.length === 0) return done(null, undefined);
      return done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body && request.method !== 'GET')
        request.body = {};
    });
  },
  { name: 'content-type' },
);
