import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './faults';

/**
 * A TCP proxy in front of PostgreSQL that the test can break: refuse connections (the database
 * is down) or freeze (the database, or the network to it, stops answering: a black hole).
 */
export async function breakableProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'freeze' = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'freeze') {
      client.resume();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const port = await freePort();
  let listener: Server | undefined;
  const listen = async () => {
    listener = createServer(onConnection).listen(port, '127.0.0.1');
    await once(listener, 'listening');
  };
  await listen();
  return {
    port,
    /** Nothing listens any more, and open connections are reset. */
    async refuse() {
      const closed = new Promise((resolve) => listener!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Connections are accepted and kept, but not a byte more goes through either way. */
    freeze() {
      mode = 'freeze';
      for (const socket of sockets) {
        socket.unpipe();
        socket.resume();
      }
    },
    async restore() {
      mode = 'forward';
      for (const socket of sockets) socket.destroy();
      if (!listener?.listening) await listen();
    },
    async close() {
      const closed = listener?.listening && new Promise((resolve) => listener!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
