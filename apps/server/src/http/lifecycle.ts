import type { Server, ServerOptions, ServerResponse } from 'node:http';
import type { Log } from './log';

export interface HttpTimeouts {
  /** How long an idle kept-alive connection stays open (`KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveTimeoutMs: number;
  /** The form endpoints' own limit (`REQUEST_TIMEOUT_MS`). */
  requestTimeoutMs: number;
}

/**
 * Node's connection limits. A load balancer reuses its idle connections to us for up to its own
 * idle timeout (AWS ALB: 60 s); if Node closed them first, a request sent at that moment would
 * meet a closed socket and the visitor a 502. So keep-alive outlasts it, and the header limit
 * outlasts keep-alive. The whole-request limit only backs up the form endpoints' own deadline,
 * which answers first with a proper 408.
 */
export function httpServerOptions({
  keepAliveTimeoutMs,
  requestTimeoutMs,
}: HttpTimeouts): Required<
  Pick<ServerOptions, 'keepAliveTimeout' | 'headersTimeout' | 'requestTimeout'>
> {
  const headersTimeout = keepAliveTimeoutMs + 1_000;
  return {
    keepAliveTimeout: keepAliveTimeoutMs,
    headersTimeout,
    // Node refuses a request limit below the header limit.
    requestTimeout: Math.max(headersTimeout, requestTimeoutMs + 10_000),
  };
}

export interface ShutdownOptions {
  /** Past this, connections still open are cut and the process exits 1 (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
  log: Log;
  /** Runs once every connection is closed, before the process exits 0. */
  closeStorage: () => Promise<void>;
  exit?: (code: number) => void;
}

const signalExitCodes: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

const restarting = JSON.stringify({
  error: 'The server is restarting. Please try again in a moment.',
  fields: {},
});

/**
 * A graceful stop. On the first SIGTERM or SIGINT the server stops listening, closes idle
 * connections, lets requests in flight finish (their answers close the connection), answers
 * any request that still arrives on an open connection with 503 and `Connection: close`, then
 * closes the database and exits 0. After `timeoutMs` it cuts what is left and exits 1; a
 * second signal exits at once.
 */
export function gracefulShutdown({
  timeoutMs,
  log,
  closeStorage,
  exit = (code) => process.exit(code),
}: ShutdownOptions) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  return {
    /** Wraps the app's fetch: while draining, every new request is refused. */
    fetch<Args extends unknown[]>(
      handler: (request: Request, ...rest: Args) => Response | Promise<Response>,
    ) {
      return (request: Request, ...rest: Args): Response | Promise<Response> => {
        if (!draining) return handler(request, ...rest);
        return new Response(restarting, {
          status: 503,
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            'Retry-After': '5',
            Connection: 'close',
          },
        });
      };
    },

    /** Follows the server's requests and stops it on SIGTERM and SIGINT. */
    attach(server: Server) {
      server.on('request', (_request, response: ServerResponse) => {
        inFlight.add(response);
        // The app may have answered already: the 503 below is written before this listener runs.
        if (draining && !response.headersSent) response.setHeader('Connection', 'close');
        response.on('close', () => {
          inFlight.delete(response);
          // A connection whose last answer went out before it could be marked is idle now.
          if (draining) server.closeIdleConnections();
        });
      });

      const stop = (signal: NodeJS.Signals) => {
        if (draining) {
          log({ level: 'warn', event: 'shutdown-now', signal, inFlight: inFlight.size });
          exit(signalExitCodes[signal] ?? 1);
          return;
        }
        draining = true;
        log({ event: 'shutdown', signal, inFlight: inFlight.size, forceAfterMs: timeoutMs });
        for (const response of inFlight) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        const force = setTimeout(() => {
          log({ level: 'error', event: 'shutdown-forced', inFlight: inFlight.size });
          server.closeAllConnections();
          exit(1);
        }, timeoutMs);
        server.close(() => {
          void closeStorage()
            .catch((error: unknown) =>
              log({ level: 'error', event: 'storage-close', error: (error as Error).name }),
            )
            .finally(() => {
              clearTimeout(force);
              log({ event: 'stopped' });
              exit(0);
            });
        });
        server.closeIdleConnections();
      };
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    },
  };
}
