import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedLead {
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local HTTP server standing in for the immigration CRM: records every lead it receives and
 * answers `status` (200 unless told otherwise). `port` 0 picks a free one.
 */
export async function startCrmStandIn(port = 0) {
  const received: ReceivedLead[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw || 'null') });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/leads`,
    port: actualPort,
    received,
    answer(next: number) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (yet): a CRM or SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
