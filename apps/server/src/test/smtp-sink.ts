/**
 * A real SMTP server in its own process, for mail tests, on the port given as its first argument
 * (any free one without): it prints `LISTENING <port>`, then one JSON line `{to, raw}` per message
 * received. A second argument delays its answer to each message's DATA by that many ms (a slow
 * server): the message is printed when it arrives, before the answer.
 */
import { SMTPServer } from 'smtp-server';

const dataDelayMs = Number(process.argv[3] ?? 0);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((address) => address.address);
      process.stdout.write(`${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
      setTimeout(callback, dataDelayMs);
    });
  },
});
// A client that drops its connection mid-message (a replica killed while sending) is its own end, not
// the sink's: without a listener, smtp-server's 'error' would stop the sink and lose what comes next.
server.on('error', () => {});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
