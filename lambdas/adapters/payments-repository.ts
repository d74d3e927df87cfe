// The payments table (one item per Mercado Pago payment), behind the payment-store port: conditional writes
// with a version, a claim on `checked_at` so one caller at a time asks the provider, and the latest by reference.
import type { PaymentRecord, PaymentStore } from '../ports/payment-store';
import { type DynamoItems, dynamo, tableName } from './dynamo';
import { isConditionFailure, putIfAbsent, updateVersioned } from './dynamo-writes';

export function createPaymentsRepository(client: DynamoItems, table: string): PaymentStore {
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
      return putIfAbsent(client, table, 'payment_id', record as unknown as Record<string, unknown>);
    },

    update(paymentId, expectedVersion, changes, now) {
      return updateVersioned<PaymentRecord>(
        client,
        table,
        { payment_id: paymentId },
        expectedVersion,
        changes,
        now,
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

    async latestByReference(reference) {
      const result = await client.query<PaymentRecord>({
        TableName: table,
        IndexName: 'byReference',
        KeyConditionExpression: '#reference = :reference',
        ExpressionAttributeNames: { '#reference': 'reference' },
        ExpressionAttributeValues: { ':reference': reference },
        ScanIndexForward: false,
        Limit: 1,
      });
      return result.Items[0] ?? null;
    },
  };
}

export const paymentsRepository: PaymentStore = createPaymentsRepository(dynamo, tableName('payments'));
