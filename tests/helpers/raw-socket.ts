import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A plain HTTP server on a free loopback port, listening before anything else is installed (as Next's). */
export async function listeningServer(
  listener: http.RequestListener,
): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

export interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves once the server (or the network) has closed the connection. */
  closed: Promise<void>;
}

/** A raw TCP connection, so a test can send a request as slowly or as oddly as an attacker would. */
export async function rawConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
  // A reset after the answer is how a refused upload may end: it is a close like any other here.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => data, closed };
}

/** Writes `text`, a piece every `everyMs`, until the connection closes. Returns a function that stops it. */
export function trickle(conn: RawConnection, piece: string, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (!conn.socket.destroyed && conn.socket.writable) conn.socket.write(piece);
  }, everyMs);
  void conn.closed.then(() => clearInterval(timer));
  return () => clearInterval(timer);
}

/** The piece sendChunked writes: 64 KB of 'a'. */
export const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** Sends up to `total` bytes as chunked transfer encoding, honouring backpressure, until the server closes. */
export async function sendChunked(conn: RawConnection, path: string, total: number): Promise<void> {
  conn.socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  let closed = false;
  void conn.closed.then(() => (closed = true));
  for (let sent = 0; sent < total && !closed; sent += CHUNK.length) {
    const ok =
      conn.socket.write(`${CHUNK.length.toString(16)}\r\n`) &&
      conn.socket.write(Buffer.concat([CHUNK, Buffer.from('\r\n')]));
    if (!ok) await Promise.race([new Promise((r) => conn.socket.once('drain', r)), conn.closed]);
  }
  if (!closed) conn.socket.end('0\r\n\r\n');
  await conn.closed;
}
