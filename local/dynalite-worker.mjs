// dynalite in a worker thread of the local runtime (started by local-dynamo.ts): its request parsing,
// expression evaluation and LevelDB work run on a core of their own, beside the thread that runs the API
// server, the handlers and the AWS SDK. Clients reach it over its HTTP server on a loopback port. Plain
// JavaScript so that it loads as is under tsx, vitest or node.
//
// Messages: to the parent `{ type: 'listening', port }` once listening, `{ type: 'stopped', error? }` after
// `{ type: 'stop' }` closed the server and, with it, the LevelDB files.
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({
  path: workerData.path,
  createTableMs: 0,
  deleteTableMs: 0,
  updateTableMs: 0,
});

// DynamoDB keeps an idle connection open far longer than Node's default 5 s; with that default the server closed
// pooled sockets just as the SDK reused them, and a burst of requests then failed with "socket hang up".
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.once('error', (error) => {
  throw error;
});

server.listen(0, '127.0.0.1', () => {
  parentPort.postMessage({ type: 'listening', port: server.address().port });
});

parentPort.on('message', (message) => {
  if (message?.type !== 'stop') return;
  server.close((error) => {
    parentPort.postMessage({ type: 'stopped', error: error ? String(error.message ?? error) : undefined });
    parentPort.close();
  });
  // Keep-alive sockets of the SDK clients would otherwise hold the close open.
  server.closeAllConnections();
});
