/**
 * Whether the process is stopping: set when app.close() begins, before the listener closes, and
 * read by the readiness probe. Requests still arriving on open connections meanwhile are served
 * (Fastify closes each connection after its answer) rather than refused, since the database stays
 * open until they finish.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { stopping: boolean };
  }
}

export default fp(
  async (app) => {
    app.decorate('lifecycle', { stopping: false });
    app.addHook('preClose', async () => {
      app.lifecycle.stopping = true;
    });
  },
  { name: 'lifecycle' },
);
