import net from 'node:net';

export type ProxyMode = { kind: 'pass' } | { kind: 'latency'; ms: number } | { kind: 'blackhole' };

/**
 * A TCP proxy between the app and PostgreSQL that can add latency or black-hole the traffic
 * (bytes are swallowed, connections stay open: the database seems to hang, as on a dead network).
 */
export class FaultProxy {
  private mode: ProxyMode = { kind: 'pass' };
  private readonly sockets = new Set<net.Socket>();
  private readonly queues = new WeakMap<net.Socket, Promise<void>>();
  private readonly server = net.createServer((client) => this.connect(client));

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  set(mode: ProxyMode) {
    this.mode = mode;
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connect(client: net.Socket) {
    const upstream = net.connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // A connection the app closes is closed at the database too, unless the network is black-holed.
    client.on('close', () => this.mode.kind !== 'blackhole' && upstream.destroy());
    upstream.on('close', () => this.mode.kind !== 'blackhole' && client.destroy());
    client.on('data', (chunk) => this.forward(chunk, upstream));
    upstream.on('data', (chunk) => this.forward(chunk, client));
  }

  /** Bytes keep their order when the mode changes: each direction writes through one queue. */
  private forward(chunk: Buffer, to: net.Socket) {
    const mode = this.mode;
    if (mode.kind === 'blackhole') return;
    const due = Date.now() + (mode.kind === 'latency' ? mode.ms : 0);
    const queue = (this.queues.get(to) ?? Promise.resolve()).then(async () => {
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (to.writable) to.write(chunk);
    });
    this.queues.set(to, queue);
  }
}
