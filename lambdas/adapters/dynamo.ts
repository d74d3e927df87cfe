// The DynamoDB access every repository uses, built once per cold start from the checked configuration.
import { config } from '../core/config';
import { createDynamoClient, createDynamoItems, type DynamoItems } from './dynamo-items';

export type { DynamoItems, Item } from './dynamo-items';

export const dynamo: DynamoItems = createDynamoItems(createDynamoClient(config));

export { tableName } from '../core/config';
