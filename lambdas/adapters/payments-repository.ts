// The payments table (one item per Mercado Pago payment), behind the payment-store port: conditional writes
// with a version, a claim on `checked_at` so one caller at a time asks the provider, the latest by reference,
// the open payments (the sparse `byOpenUntil` index, whose key `open_key` this module alone keeps), and a
// holder's payments (the sparse `byOwner` index on `owner_key`, also kept here: the owner's uid while they
// have an account, absent for anonymous payers and once the account is deleted).
import { isFinalStatus, toMercadoPagoStatus } from '@shared/payments/status-transitions';
import type { PaymentRecord, PaymentStore } from '../ports/payment-store';
import { type DynamoItems, dynamo, tableName } from './dynamo';
import { isConditionFailure, putIfAbsent, updateVersioned } from './dynamo-writes';

/** The one value of the open payments' index key: present while the payment is open, removed once final. */
const OPEN = 'open';

function isOpen(status: string | undefined): boolean {
  const known = toMercadoPagoStatus(status);
  return known !== null && !isFinalStatus(known);
}

export function createPaymentsRepository(client: DynamoItems, table: string): PaymentStore {
  const byReference = async (reference: string, limit: number) => {
    const result = await client.query<PaymentRecord>({
      TableName: table,
      IndexName: 'byReference',
      KeyConditionExpression: '#reference = :reference',
      ExpressionAttributeNames: { '#reference': 'reference' },
      ExpressionAttributeValues: { ':reference': reference },
      ScanIndexForward: false,
      Limit: limit,
    });
    return result.Items;
  };
  return {
    async get(paymentId) {
      const result = await client.get<PaymentRecord>({
        TableName: table,
        Key: { payment_id: paymentId },
        ConsistentRead: true,
      });
      return result.Item ?? null;
    },

    create(record) {
      const indexed = isOpen(record.status) && record.open_until !== undefined;
      return putIfAbsent(client, table, 'payment_id', {
        ...(record as unknown as Record<string, unknown>),
        ...(indexed ? { open_key: OPEN } : {}),
        ...(record.owner_uid ? { owner_key: record.owner_uid } : {}),
      });
    },

    update(paymentId, expectedVersion, changes, now) {
      // A status that became final takes the payment out of the open payments' index.
      const closes = changes.status !== undefined && !isOpen(changes.status);
      return updateVersioned<PaymentRecord>(
        client,
        table,
        { payment_id: paymentId },
        expectedVersion,
        changes,
        now,
        closes ? ['open_key'] : [],
      );
    },

    async claimCheck(paymentId, now, minAgeMs) {
      try {
        await client.update({
          TableName: table,
          Key: { payment_id: paymentId },
          UpdateExpression: 'SET checked_at = :now',
          ConditionExpression:
            'attribute_exists(payment_id) AND (attribute_not_exists(checked_at) OR checked_at <= :before)',
          ExpressionAttributeValues: { ':now': now, ':before': now - minAgeMs },
        });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async forgetHolder(paymentId, now) {
      try {
        await client.update({
          TableName: table,
          Key: { payment_id: paymentId },
          UpdateExpression:
            'SET owner_uid = :null, payer_email = :null, holder_deleted_at = if_not_exists(holder_deleted_at, :now), updated_at = :now ADD #version :one REMOVE terms_acceptance, owner_key',
          ConditionExpression: 'attribute_exists(payment_id)',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':null': null, ':now': now, ':one': 1 },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async forgetDocument(paymentId, now, expiresAt) {
      try {
        await client.update({
          TableName: table,
          Key: { payment_id: paymentId },
          UpdateExpression:
            'SET payer_email = :null, document_deleted_at = if_not_exists(document_deleted_at, :now), expires_at = if_not_exists(expires_at, :expires), updated_at = :now ADD #version :one REMOVE terms_acceptance',
          ConditionExpression: 'attribute_exists(payment_id)',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':null': null, ':now': now, ':expires': expiresAt, ':one': 1 },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async listByOwner(ownerUid) {
      const all: PaymentRecord[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.query<PaymentRecord>({
          TableName: table,
          IndexName: 'byOwner',
          KeyConditionExpression: 'owner_key = :owner',
          ExpressionAttributeValues: { ':owner': ownerUid },
          ScanIndexForward: false,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        });
        all.push(...page.Items);
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return all;
    },

    async latestByReference(reference) {
      return (await byReference(reference, 1))[0] ?? null;
    },

    listByReference: byReference,

    getMany(paymentIds) {
      return client
        .getMany<(PaymentRecord | undefined)[]>(
          paymentIds.map((payment_id) => ({ TableName: table, Key: { payment_id } })),
        )
        .then((items) => items.map((item) => item ?? null));
    },

    async listOpen({ openAfter, createdBefore, limit }) {
      const found: PaymentRecord[] = [];
      let startKey: Record<string, unknown> | undefined;
      // The filter drops the payments made in the last minutes after the read; pages until enough are found.
      do {
        const page = await client.query<PaymentRecord>({
          TableName: table,
          IndexName: 'byOpenUntil',
          KeyConditionExpression: 'open_key = :open AND open_until > :after',
          FilterExpression: 'created_at <= :before',
          ExpressionAttributeValues: { ':open': OPEN, ':after': openAfter, ':before': createdBefore },
          Limit: limit,
          ExclusiveStartKey: startKey,
        });
        found.push(...page.Items);
        startKey = page.LastEvaluatedKey;
      } while (startKey && found.length < limit);
      return found.slice(0, limit);
    },
  };
}

export const paymentsRepository: PaymentStore = createPaymentsRepository(dynamo, tableName('payments'));
