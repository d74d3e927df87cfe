// The counters table (TABLE_COUNTERS): one item per kind per Brasília day, each change one UpdateItem with
// `ADD` (atomic, no read first, no transaction), so concurrent creations and payments never lose a count.
import { brasiliaDay, COUNTER_FIELDS, type Counts } from '@shared/api/admin-dashboard';
import { logger } from '../core/logger';
import type { BusinessCounters } from '../ports/business-counters';
import { type DynamoItems, dynamo, tableName } from './dynamo';

/** `table` is resolved on first use: a module that imports this adapter loads under routes that never count. */
export function createBusinessCounters(client: DynamoItems, table: () => string): BusinessCounters {
  return {
    async add(kind, at, amounts) {
      const fields = COUNTER_FIELDS.filter((field) => (amounts[field] ?? 0) !== 0);
      if (fields.length === 0) return;
      const day = brasiliaDay(at);
      try {
        // inside the try: a missing TABLE_COUNTERS is logged like any failed write
        await client.update({
          TableName: table(),
          Key: { kind, day },
          UpdateExpression: `ADD ${fields.map((_field, i) => `#f${i} :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])),
          ExpressionAttributeValues: Object.fromEntries(fields.map((field, i) => [`:v${i}`, amounts[field]])),
        });
      } catch (error) {
        logger.error('business counter not written', { kind, day, fields, error });
      }
    },
    async read(kind, fromDay, toDay) {
      const items: Array<{ day: string } & Counts> = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.query<Partial<Counts> & { day: string }>({
          TableName: table(),
          KeyConditionExpression: '#kind = :kind AND #day BETWEEN :from AND :to',
          ExpressionAttributeNames: { '#kind': 'kind', '#day': 'day' },
          ExpressionAttributeValues: { ':kind': kind, ':from': fromDay, ':to': toDay },
          ExclusiveStartKey: startKey,
        });
        for (const item of page.Items) {
          items.push({
            day: item.day,
            ...(Object.fromEntries(
              COUNTER_FIELDS.map((field) => [field, Number(item[field] ?? 0)]),
            ) as Counts),
          });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    },
  };
}

export const businessCounters: BusinessCounters = createBusinessCounters(dynamo, () => tableName('counters'));
