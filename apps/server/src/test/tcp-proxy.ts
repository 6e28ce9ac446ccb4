import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The target went down: every connection is reset, and new ones are reset at once. */
  cut(): void;
  /** The network dropped: nothing passes either way and nothing is answered, connections hang. */
  silence(): void;
  /**
   * PostgreSQL refuses: connections are reset, and each new one is answered, once its client has
   * spoken, with a FATAL ErrorResponse of this SQLSTATE (57P03 while the server starts up).
   */
  refuse(sqlstate: string, message: string): void;
  /** The target is back; connections held while cut or silent are reset, as the real server would. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, so a test can take the target away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'silent' | 'refuse' = 'open';
  let refusal = Buffer.alloc(0);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') return void client.resetAndDestroy();
    if (mode === 'silent') return void client.pause();
    if (mode === 'refuse') return void client.once('data', () => client.end(refusal));
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      mode = 'cut';
      resetAll();
    },
    silence() {
      mode = 'silent';
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    refuse(sqlstate, message) {
      refusal = postgresError(sqlstate, message);
      mode = 'refuse';
      resetAll();
    },
    restore() {
      resetAll();
      mode = 'open';
    },
    async close() {
      resetAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A PostgreSQL ErrorResponse message ('E'): severity FATAL, the SQLSTATE and the message. */
function postgresError(sqlstate: string, message: string) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlstate}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0, 'latin1');
  header.writeUInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}
