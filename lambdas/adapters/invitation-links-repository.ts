// Issue 44: invitation links in the documents table, beside the document they open: one item per live
// invitation keyed `convite#<token hash>`, carrying none of the attributes the table's indexes read (so it is
// in none of them) and the table's TTL attribute, so an expired link is swept by DynamoDB (dynalite's sweep
// locally). Deleted when the invitation is revoked or replaced and when its document is.
import type { InvitationLink, InvitationLinkStore } from '../ports/invitation-links';
import { type DynamoItems, dynamo, tableName } from './dynamo';

const keyOf = (tokenHash: string) => `convite#${tokenHash}`;

export function createInvitationLinksRepository(client: DynamoItems, table: string): InvitationLinkStore {
  return {
    async put(link) {
      await client.put({ TableName: table, Item: { id: keyOf(link.token_hash), ...link } });
    },
    async get(tokenHash) {
      const { Item: item } = await client.get<InvitationLink & { id: string }>({
        TableName: table,
        Key: { id: keyOf(tokenHash) },
        ConsistentRead: true,
      });
      if (!item) return null;
      const { id: _id, ...link } = item;
      return link;
    },
    async delete(tokenHash) {
      await client.delete({ TableName: table, Key: { id: keyOf(tokenHash) } });
    },
  };
}

export const invitationLinksRepository: InvitationLinkStore = createInvitationLinksRepository(
  dynamo,
  tableName('documents'),
);
