/**
 * IRCC's rounds JSON, stood in on loopback for the e2e server's scheduled import (DRAWS_FEED_URL,
 * playwright.config.ts). It starts with rounds the server already has; `POST /rounds` with a round in
 * IRCC's shape publishes it first in the list, as IRCC does after a round of invitations.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const fixture = path.join(import.meta.dirname, '../fixtures/ee-rounds-feed.json');
const document = JSON.parse(fs.readFileSync(fixture, 'utf8')) as { rounds: unknown[] };
const port = Number(process.env.PORT);

http
  .createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/ee_rounds_123_en.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
      return;
    }
    if (request.method === 'POST' && request.url === '/rounds') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        document.rounds.unshift(JSON.parse(body));
        response.writeHead(204).end();
      });
      return;
    }
    response.writeHead(404).end();
  })
  .listen(port, '127.0.0.1');
