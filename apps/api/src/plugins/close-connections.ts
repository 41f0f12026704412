import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Closing closes the idle keep-alive connections only once, when it starts: a request in flight then
 * would leave its connection open after answering, and the close would wait on it until killed. Its
 * answer ends the connection instead.
 */
async function closeConnectionsPlugin(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export default fp(closeConnectionsPlugin, { name: 'close-connections' });
