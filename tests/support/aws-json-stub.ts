// A stand-in for one of AWS's JSON APIs (DynamoDB, Secrets Manager, Cognito) in tests: an HTTP server on a free
// port that notes every request (operation, body, signature) and answers the queued replies in order, then what
// `otherwise` answers (200 {} by default).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubReply {
  status: number;
  body: object;
}

export interface ArrivedCall {
  target: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface AwsJsonStub {
  origin: string;
  calls: ArrivedCall[];
  /** Replies for the next requests, in order. */
  reply(...replies: StubReply[]): void;
  close(): Promise<void>;
}

export async function startAwsJsonStub(
  otherwise: (call: ArrivedCall) => StubReply = () => ({ status: 200, body: {} }),
): Promise<AwsJsonStub> {
  const calls: ArrivedCall[] = [];
  const queue: StubReply[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const call: ArrivedCall = {
        target: req.headers['x-amz-target'] as string | undefined,
        authorization: req.headers.authorization,
        body: body ? JSON.parse(body) : {},
      };
      calls.push(call);
      const reply = queue.shift() ?? otherwise(call);
      res.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    reply: (...replies) => queue.push(...replies),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
