// DynamoDB's TTL in the local runtime (dynalite has none): a timer that deletes the items of every table with a
// `ttlAttribute` (lambdas/tables.ts) whose expiry has passed, as AWS does in the background (there within days;
// here every few minutes). `LocalRuntime.runJob(TTL_SWEEP_JOB)` runs a pass now.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../lambdas/core/logger';
import type { TableName } from '../lambdas/routes';
import { tables } from '../lambdas/tables';

export const TTL_SWEEP_JOB = 'ttl-sweep';
const EVERY_MINUTES = 10;

export interface TtlSweep {
  /** Deletes what has expired now; answers how many items it deleted. */
  run(): Promise<number>;
  stop(): Promise<void>;
}

function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string }).name === 'ConditionalCheckFailedException';
}

export function startTtlSweep(
  endpoint: string,
  names: Record<TableName, string>,
  now: () => number = Date.now,
): TtlSweep {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  let running: Promise<number> | undefined;

  async function sweepTable(table: string, keys: string[], attribute: string): Promise<number> {
    const at = Math.floor(now() / 1000);
    let deleted = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: table,
          FilterExpression: '#ttl < :now',
          ExpressionAttributeNames: { '#ttl': attribute },
          ExpressionAttributeValues: { ':now': at },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        try {
          // Still expired when deleted: a payment that removed the expiry meanwhile keeps the item.
          await client.send(
            new DeleteCommand({
              TableName: table,
              Key: Object.fromEntries(keys.map((key) => [key, item[key]])),
              ConditionExpression: '#ttl < :now',
              ExpressionAttributeNames: { '#ttl': attribute },
              ExpressionAttributeValues: { ':now': at },
            }),
          );
          deleted += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return deleted;
  }

  async function pass(): Promise<number> {
    let deleted = 0;
    for (const [table, def] of Object.entries(tables)) {
      if (!def.ttlAttribute) continue;
      const keys = [def.partitionKey.name, ...(def.sortKey ? [def.sortKey.name] : [])];
      deleted += await sweepTable(names[table as TableName], keys, def.ttlAttribute);
    }
    return deleted;
  }

  const run = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    run().catch((error: unknown) => logger.error('local runtime: TTL sweep failed', { error }));
  }, EVERY_MINUTES * 60_000);
  timer.unref();

  return {
    run,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      client.destroy();
    },
  };
}
