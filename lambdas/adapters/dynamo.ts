// The DynamoDB access every repository uses: one document client per container, built on the first call.
import { config } from '../core/config';
import { once } from './aws-clients';
import { createDynamoClient, createDynamoItems, type DynamoItems } from './dynamo-items';

export type { DynamoItems, Item } from './dynamo-items';

export const dynamo: DynamoItems = createDynamoItems(once(() => createDynamoClient(config)));

export { tableName } from '../core/config';
