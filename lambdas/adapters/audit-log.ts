// The admins' audit trail: one item per admin request in the audit table (TABLE_AUDIT), written by the handler
// wrapper once the answer is known. Items are only ever added (the routes may append, never read, change or
// delete), never expire, and the table is retained with the stack: the trail outlives the 30-day logs.
import { dynamo, tableName } from './dynamo';

export interface AdminAction {
  uid: string;
  email: string;
  method: string;
  path: string;
  /** The document or payment reference the request named, when it named one. */
  target?: string;
  /** The reason an admin gave for an action (the console requires one for every change). */
  reason?: string;
  /** What the action asked for (`blocked=true`, `action=release`), from the request's known fields. */
  change?: string;
  status: number;
  requestId: string;
  /** Epoch milliseconds of the request. */
  at: number;
}

export async function recordAdminAction(action: AdminAction): Promise<void> {
  const at = new Date(action.at).toISOString();
  await dynamo.put({
    TableName: tableName('audit'),
    Item: {
      actor: action.uid,
      at_request: `${at}#${action.requestId}`,
      email: action.email,
      method: action.method,
      path: action.path,
      ...(action.target ? { target: action.target } : {}),
      ...(action.reason ? { reason: action.reason } : {}),
      ...(action.change ? { change: action.change } : {}),
      status: action.status,
      at: action.at,
    },
    // An audit item is written once: a retried write never replaces what was recorded.
    ConditionExpression: 'attribute_not_exists(actor)',
  });
}
