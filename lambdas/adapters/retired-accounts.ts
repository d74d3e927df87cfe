// Whether a caller's account was deleted after their token was issued (`ports/user-store.ts` `retire`), read
// from the users table by every signed-in write (`core/middlewares/live-account.ts`). The table's name is read
// at the first check, so a route that never writes needs no users table in its environment.
import type { Principal } from '../auth/principal';
import { isRetiredFor, type UserProfile } from '../ports/user-store';
import { dynamo, tableName } from './dynamo';

export async function isAccountRetired(principal: Principal): Promise<boolean> {
  const { Item } = await dynamo.get<UserProfile>({
    TableName: tableName('users'),
    Key: { uid: principal.uid },
    // A deletion that just finished must stop the very next write.
    ConsistentRead: true,
  });
  return isRetiredFor(Item ?? null, principal.issuedAt);
}
