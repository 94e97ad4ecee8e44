/**
 * A Node request's body as the web stream a handler reads, such that refusing it never breaks the
 * connection. Node's own `Readable.toWeb` destroys the request when the handler stops reading (a
 * 413 cancels the stream), and a destroyed request resets its keep-alive socket: the client's next
 * request on it failed with ECONNRESET. Here a stream the handler cancels, or leaves unread, is read
 * to its end and thrown away instead, so the answer goes back on a connection that stays usable.
 * Only a body beyond DISCARD_LIMIT_BYTES is not worth reading to its end: then the connection is
 * closed on purpose (announced with `Connection: close` when the answer has not gone yet).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most a refused body is read and thrown away to keep its connection (any larger, it is closed). */
export const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/** A request body: the stream for the handler, and what to do with the rest once the answer is written. */
export interface RequestBody {
  readonly stream: ReadableStream<Uint8Array>;
  /** Reads whatever the handler left and throws it away (closing the connection past the limit). */
  discardRest(): void;
}

/** The body of `req` as a web stream whose cancel discards the rest instead of destroying the request. */
export function requestBody(req: IncomingMessage, res: ServerResponse): RequestBody {
  let discarding = false;
  let waiting: (() => void) | undefined;
  const stopWaiting = () => {
    if (waiting === undefined) return;
    req.off('readable', waiting);
    req.off('end', waiting);
    req.off('error', waiting);
    waiting = undefined;
  };
  const discardRest = () => {
    if (discarding) return;
    discarding = true;
    stopWaiting();
    if (req.complete || req.destroyed) return;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > DISCARD_LIMIT_BYTES) {
      closeConnection(req, res);
      return;
    }
    let discarded = 0;
    const onData = (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded <= DISCARD_LIMIT_BYTES) return;
      req.off('data', onData);
      req.pause();
      closeConnection(req, res);
    };
    req.on('data', onData);
    // A client that goes away mid-body is no failure of ours.
    req.on('error', () => undefined);
    req.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    pull: (controller) =>
      new Promise<void>((resolve, reject) => {
        const step = () => {
          stopWaiting();
          if (discarding) return resolve();
          if (req.errored !== null) return reject(req.errored);
          const chunk: Buffer | null = req.read();
          if (chunk !== null) {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            return resolve();
          }
          if (req.readableEnded || req.complete) {
            controller.close();
            return resolve();
          }
          if (req.destroyed) return reject(new Error('the client closed the connection before the body ended'));
          waiting = step;
          req.once('readable', step);
          req.once('end', step);
          req.once('error', step);
        };
        step();
      }),
    cancel: () => discardRest(),
  });
  return { stream, discardRest };
}

/**
 * Ends the connection of an absurdly large body, unread: with `Connection: close` on the answer when
 * it has not gone yet (Node closes the socket once it is sent), else at once.
 */
function closeConnection(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) {
    res.shouldKeepAlive = false;
    return;
  }
  req.socket.destroy();
}
