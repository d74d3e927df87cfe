// The conditional single-item writes every repository uses: optimistic-lock updates by `version` and
// create-if-absent, with DynamoDB's refusals turned into the store errors of the ports.
import { AlreadyExistsError, VersionConflictError } from '../ports/store-errors';
import type { DynamoItems, Item } from './dynamo-items';

export function isConditionFailure(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
}

/** Puts `item` only when no item has `keyName`; AlreadyExistsError otherwise. */
export async function putIfAbsent(
  client: DynamoItems,
  table: string,
  keyName: string,
  item: Item,
): Promise<void> {
  try {
    await client.put({
      TableName: table,
      Item: item,
      ConditionExpression: 'attribute_not_exists(#key)',
      ExpressionAttributeNames: { '#key': keyName },
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new AlreadyExistsError(`${keyName} already exists`);
    throw error;
  }
}

/**
 * SET each of `changes` (undefined skipped), `version = expectedVersion + 1` and `updated_at = now`, REMOVE each
 * attribute of `remove`, on condition that the stored version is `expectedVersion`. Answers the item as written.
 */
export async function updateVersioned<T>(
  client: DynamoItems,
  table: string,
  key: Record<string, string>,
  expectedVersion: number,
  changes: Record<string, unknown>,
  now: number,
  remove: readonly string[] = [],
): Promise<T> {
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = {
    ':expected': expectedVersion,
    ':next': expectedVersion + 1,
    ':now': now,
  };
  const sets = ['#version = :next', '#updated_at = :now'];
  let n = 0;
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#f${n}`] = name;
    values[`:f${n}`] = value;
    sets.push(`#f${n} = :f${n}`);
    n += 1;
  }
  const removes = remove.map((name, i) => {
    names[`#r${i}`] = name;
    return `#r${i}`;
  });
  try {
    const result = await client.update<T>({
      TableName: table,
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
    return result.Attributes as T;
  } catch (error) {
    if (isConditionFailure(error)) throw new VersionConflictError(`version ${expectedVersion} is stale`);
    throw error;
  }
}
