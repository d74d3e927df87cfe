// dynalite in a worker thread of the local runtime (started by local-dynamo.ts): its request parsing,
// expression evaluation and LevelDB work run on a core of their own, beside the thread that runs the API
// server, the handlers and the AWS SDK. Plain JavaScript so that it loads as is under tsx, vitest or node.
//
// Two ways in, one handler: dynalite's HTTP server on a loopback port (for anything outside this process), and a
// MessagePort for the SDK clients of this process (dynalite-transport.ts), whose requests are handed to the same
// request handler the HTTP server uses, with the request's method, path, headers and body as sent.
//
// Messages: to the parent `{ type: 'listening', port }` once listening, `{ type: 'stopped', error? }` after
// `{ type: 'stop' }` closed the server and, with it, the LevelDB files. From the parent `{ type: 'channel',
// port }` gives the MessagePort: requests `[id, method, path, headers, body]`, answers `[id, status, headers,
// body]`, status 0 when the handler threw (body: the message).
import { EventEmitter } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({
  path: workerData.path,
  createTableMs: 0,
  deleteTableMs: 0,
  updateTableMs: 0,
});
const handleRequest = server.listeners('request')[0];

server.once('error', (error) => {
  throw error;
});

server.listen(0, '127.0.0.1', () => {
  parentPort.postMessage({ type: 'listening', port: server.address().port });
});

/** The parts of http.ServerResponse dynalite writes; `end` posts the answer and frees the request's place. */
function channelResponse(port, id, finished) {
  const headers = {};
  return {
    statusCode: 200,
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
    },
    end(body) {
      port.postMessage([id, this.statusCode, headers, body === undefined ? '' : String(body)]);
      finished();
    },
  };
}

/**
 * How many channel requests dynalite works on at once; the rest wait in arrival order. Each request is a chain of
 * LevelDB operations on libuv's thread pool, and with every request of 50 concurrent callers in flight those
 * chains contend for LevelDB's lock and the two cores, and finish in no particular order: measured with
 * `npm run bench` (autosaves of 50 connections), a small bound raised throughput by about a fifth and cut the
 * spread of waits. Waiting here changes no result: conditions and item locks are dynalite's own.
 */
const MAX_ACTIVE = 3;

function serveChannel(port) {
  let active = 0;
  const waiting = [];

  const serve = ([id, method, url, headers, body]) => {
    active += 1;
    const finished = () => {
      active -= 1;
      const next = waiting.shift();
      if (next) serve(next);
    };
    // dynalite reads method, url and headers, listens for data/end/error and removes its listeners.
    const request = Object.assign(new EventEmitter(), { method, url, headers });
    try {
      handleRequest(request, channelResponse(port, id, finished));
      if (body !== undefined) request.emit('data', Buffer.from(body));
      request.emit('end');
    } catch (error) {
      port.postMessage([id, 0, {}, String(error?.message ?? error)]);
      finished();
    }
  };

  port.on('message', (message) => {
    if (active < MAX_ACTIVE) serve(message);
    else waiting.push(message);
  });
}

parentPort.on('message', (message) => {
  if (message?.type === 'channel') {
    serveChannel(message.port);
    return;
  }
  if (message?.type !== 'stop') return;
  server.close((error) => {
    parentPort.postMessage({ type: 'stopped', error: error ? String(error.message ?? error) : undefined });
    parentPort.close();
  });
  // Keep-alive sockets of the SDK clients would otherwise hold the close open.
  server.closeAllConnections();
});
