/**
 * Work a route leaves until its answer has gone out, so the answer's timing cannot depend
 * on it (whether an address has an account, say). Failures are logged; closing the server
 * waits for work still running.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

export type AfterAnswer = (reply: FastifyReply, what: string, work: () => Promise<void>) => void;

export function createAfterAnswer(app: FastifyInstance): AfterAnswer {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (reply, what, work) => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = () => setImmediate(resolve)));
    // Started on a later turn of the event loop, not in the one that delivers the answer.
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    const running: Promise<void> = answered
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
