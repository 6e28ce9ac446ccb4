import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedLead {
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local HTTP server standing in for the immigration CRM: records every lead it receives and
 * answers `status` (200 unless told otherwise), `answerDelayMs` after the lead arrived (a slow CRM).
 * `port` 0 picks a free one.
 */
export async function startCrmStandIn(port = 0, { answerDelayMs = 0 } = {}) {
  const received: ReceivedLead[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(raw || 'null') });
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
      }, answerDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}/leads`,
    port: actualPort,
    received,
    /** How many times each idempotency key was delivered. */
    countByKey: () => countEach(received.map((lead) => String(lead.headers['idempotency-key']))),
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

/** How often each value occurs. */
export function countEach(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
