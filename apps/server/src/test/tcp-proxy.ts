import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The target went down: every connection is reset, and new ones are reset at once. */
  cut(): void;
  /** The network dropped: nothing passes either way and nothing is answered, connections hang. */
  silence(): void;
  /** The target is back; connections held while cut or silent are reset, as the real server would. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, so a test can take the target away and back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'silent' = 'open';
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
