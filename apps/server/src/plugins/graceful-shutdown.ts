import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './error-handler.ts';

/** A replica restarting is back, or another one has taken its place, within seconds. */
const RESTART_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops the server without dropping a request: see `registerGracefulShutdown`. Resolves once the
     * app is closed (its database too).
     */
    shutdown(): Promise<void>;
  }
}

export interface ShutdownOptions {
  /** The listener stays open until no connection has arrived for this long… */
  quietMs: number;
  /** …or for this long at most. */
  maxListenMs: number;
}

/**
 * Resolves after the event loop has polled its sockets at least once more: pending connections
 * accepted, the data that arrived read and parsed. A timer alone can fire right after the loop was
 * busy (PGlite's queries run on it), before the sockets were looked at.
 */
const afterPoll = async () => {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A shutdown that answers every request it has received. Node's `server.close()` resets two kinds
 * of connection whose clients have already sent their request: those still in the listen backlog
 * (the listening socket closes under them) and those accepted whose request is not parsed yet
 * (`closeIdleConnections` takes them for idle keep-alive ones). And a keep-alive connection whose
 * request was in flight stays open after its answer, for the client's idle timeout, past the grace
 * delay, so the process was killed with sockets still open.
 *
 * So `shutdown()` first drains: every request from then on, on a new connection or an old one, is
 * answered 503 at once (the load balancer's health check too), and every answer, the in-flight ones
 * included, closes its connection. The listener closes only once the sockets have been polled with
 * no new connection for `quietMs` (the backlog is empty). Closing then ends only the keep-alive
 * connections idle since before the signal; one that has sent nothing `quietMs` after that is
 * ended too. In-flight requests finish their work, then the workers and the database stop.
 */
export function registerGracefulShutdown(app: FastifyInstance, options: ShutdownOptions) {
  let isDraining = false;
  /** Each open connection: when it came, how many requests it has sent, how many are unanswered. */
  const connections = new Map<Socket, { openedAt: number; received: number; unanswered: number }>();
  let lastConnectionAt = Date.now();

  app.server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { openedAt: lastConnectionAt, received: 0, unanswered: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.received++;
    state.unanswered++;
    response.once('close', () => {
      state.unanswered--;
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isDraining) return;
    const envelope = errorEnvelope(
      request,
      503,
      'server.unavailable',
      'The server is restarting; please try again in a moment.',
      { requestId: String(request.id) },
    );
    // Already serialised: a route's own 503 schema (health's) must not reshape or refuse it.
    return reply
      .status(503)
      .header('retry-after', String(RESTART_RETRY_AFTER_SECONDS))
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(envelope));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });

  /** What Node's `server.close()` calls: here only keep-alive connections with nothing under way. */
  const endIdleKeepAlive = () => {
    for (const [socket, state] of connections) if (state.received > 0 && state.unanswered === 0) socket.end();
  };
  /** Connections that sent nothing since `quietMs` after the sockets were last polled will send nothing. */
  const endSilent = async () => {
    await afterPoll();
    for (const [socket, state] of connections)
      if (state.received === 0 && Date.now() - state.openedAt >= options.quietMs) socket.destroy();
  };

  app.decorate('shutdown', async () => {
    isDraining = true;
    const startedAt = Date.now();
    for (;;) {
      await afterPoll();
      const quietFor = Date.now() - lastConnectionAt;
      if (quietFor >= options.quietMs || Date.now() - startedAt >= options.maxListenMs) break;
      await sleep(options.quietMs - quietFor);
    }
    app.server.closeIdleConnections = endIdleKeepAlive;
    const reaper = setInterval(endSilent, options.quietMs);
    try {
      await app.close();
    } finally {
      clearInterval(reaper);
    }
  });
}
