// The users table (spec part 1 §3.1): one item per signed-in person keyed by the token's `sub`, written by
// `user-upsert` on every sign-in with a single-item update (no read-modify-write).
import { RETIRED_ACCOUNT_DAYS, type UserStore } from '../ports/user-store';
import { type DynamoItems, dynamo, tableName } from './dynamo';

export type UserStatus = 'active' | (string & {});

export interface UserRecord {
  uid: string;
  email: string;
  name: string;
  photoURL: string;
  provider: string;
  /** Epoch milliseconds, like every timestamp of the tables. */
  created_at: number;
  last_login_at: number;
  last_seen: number;
  updated_at: number;
  /** `active` on first sign-in; a status set later (e.g. by an admin) is kept across sign-ins. */
  status: UserStatus;
  /** When the person asked for their account's deletion (LGPD), while it runs; the profile goes last. */
  deleting_at?: number;
}

export interface SignInData {
  uid: string;
  email: string;
  /** Empty keeps the stored name. */
  name: string;
  photoURL: string;
  provider: string;
}

export interface UsersRepository extends UserStore {
  /** Creates or refreshes the record of a sign-in; `created_at` and `status` survive updates. */
  upsertOnSignIn(data: SignInData, now: number): Promise<UserRecord>;
  get(uid: string): Promise<UserRecord | null>;
}

export function createUsersRepository(client: DynamoItems, table: string): UsersRepository {
  return {
    async upsertOnSignIn(data, now) {
      const nameUpdate = data.name ? '#name = :name' : '#name = if_not_exists(#name, :name)';
      const result = await client.update<UserRecord>({
        TableName: table,
        Key: { uid: data.uid },
        // A sign-in after the account's deletion (a token issued since) starts a new account on its stub.
        UpdateExpression: `SET ${[
          'email = :email',
          nameUpdate,
          'photoURL = :photoURL',
          'provider = :provider',
          'last_login_at = :now',
          'last_seen = :now',
          'updated_at = :now',
          'created_at = if_not_exists(created_at, :now)',
          '#status = if_not_exists(#status, :active)',
        ].join(', ')} REMOVE deleted_at, expires_at`,
        ExpressionAttributeNames: { '#name': 'name', '#status': 'status' },
        ExpressionAttributeValues: {
          ':email': data.email,
          ':name': data.name,
          ':photoURL': data.photoURL,
          ':provider': data.provider,
          ':now': now,
          ':active': 'active',
        },
        ReturnValues: 'ALL_NEW',
      });
      return result.Attributes as UserRecord;
    },

    async get(uid) {
      const result = await client.get<UserRecord>({ TableName: table, Key: { uid }, ConsistentRead: true });
      return result.Item ?? null;
    },

    async markDeleting(uid, now) {
      await client.update({
        TableName: table,
        Key: { uid },
        UpdateExpression: 'SET deleting_at = if_not_exists(deleting_at, :now)',
        ExpressionAttributeValues: { ':now': now },
      });
    },

    async retire(uid, now) {
      await client.put({
        TableName: table,
        Item: { uid, deleted_at: now, expires_at: Math.floor(now / 1000) + RETIRED_ACCOUNT_DAYS * 86_400 },
      });
    },
  };
}

export const usersRepository: UsersRepository = createUsersRepository(dynamo, tableName('users'));
