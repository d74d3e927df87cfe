// The DynamoDB client's transport towards dynalite: items of any size both ways, DynamoDB's errors as the
// SDK's typed exceptions, one keep-alive connection reused call after call, and nothing left open on destroy.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureTables } from '../local/local-dynamo';
import type { TableDef } from '../tables';
import { dynaliteClientConfig, dynaliteSigner } from './dynalite-transport';

const TABLE = 'transport-things';
const things: TableDef = { partitionKey: { name: 'id', type: 'S' }, indexes: [] };

let server: Server;
let endpoint: string;
const sockets: Socket[] = [];

function newClient() {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', ...dynaliteClientConfig() });
  return { client, docs: DynamoDBDocumentClient.from(client) };
}

beforeAll(async () => {
  server = dynalite({ createTableMs: 0 });
  server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { client } = newClient();
  await ensureTables(client, { things: TABLE }, { things });
  client.destroy();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it('writes and reads back an item far larger than one network read', async () => {
  // Prepare
  const { client, docs } = newClient();
  const text = 'declaração '.repeat(30_000);

  // Act
  await docs.send(new PutCommand({ TableName: TABLE, Item: { id: 'big', text, version: 1 } }));
  const updated = await docs.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { id: 'big' },
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'version' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const read = await docs.send(
    new GetCommand({ TableName: TABLE, Key: { id: 'big' }, ConsistentRead: true }),
  );
  client.destroy();

  // Assess
  expect(updated.Attributes).toEqual({ id: 'big', text, version: 2 });
  expect(read.Item?.text).toBe(text);
});

it('answers a failed condition as the SDK’s ConditionalCheckFailedException', async () => {
  // Prepare
  const { client, docs } = newClient();
  await docs.send(new PutCommand({ TableName: TABLE, Item: { id: 'taken' } }));

  // Act
  const attempt = docs.send(
    new PutCommand({
      TableName: TABLE,
      Item: { id: 'taken' },
      ConditionExpression: 'attribute_not_exists(id)',
    }),
  );

  // Assess
  await expect(attempt).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  await expect(attempt).rejects.toMatchObject({
    name: 'ConditionalCheckFailedException',
    $metadata: { httpStatusCode: 400 },
  });
  client.destroy();
});

it('reuses one keep-alive connection for sequential calls and closes it on destroy', async () => {
  // Prepare
  const { client, docs } = newClient();
  const before = sockets.length;

  // Act
  for (let n = 0; n < 20; n += 1) {
    await docs.send(new PutCommand({ TableName: TABLE, Item: { id: `seq-${n}`, n } }));
  }
  const opened = sockets.slice(before);
  const closed = Promise.all(opened.map((socket) => once(socket, 'close')));
  client.destroy();
  await closed;

  // Assess
  expect(opened).toHaveLength(1);
  expect(opened[0]?.destroyed).toBe(true);
});

it('signs with SigV4’s header shape for the current second, as dynalite requires', async () => {
  // Prepare
  const before = Date.now();

  // Act
  const signed = await dynaliteSigner.sign({ headers: {} as Record<string, string> });
  const after = Date.now();

  // Assess
  const date = signed.headers['x-amz-date'] ?? '';
  expect(date).toMatch(/^\d{8}T\d{6}Z$/);
  const stamped = Date.parse(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  expect(stamped).toBeLessThanOrEqual(after);
  expect(signed.headers.authorization).toBe(
    `AWS4-HMAC-SHA256 Credential=local/${date.slice(0, 8)}/local/dynamodb/aws4_request, ` +
      'SignedHeaders=host;x-amz-date, Signature=unsigned',
  );
});
