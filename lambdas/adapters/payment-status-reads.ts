// The reads of a status poll that names both its payment and its document (the payment panel's polls), as one
// BatchGetItem across the payments and documents tables: one DynamoDB round trip per poll instead of two in a row.
import type { DocumentRecord } from '../ports/document-store';
import type { PaymentRecord, PaymentStatusReads } from '../ports/payment-store';
import { stateOf } from './documents-repository';
import { type DynamoItems, dynamo, tableName } from './dynamo';

export function createPaymentStatusReads(
  client: DynamoItems,
  tables: { payments: string; documents: string },
): PaymentStatusReads {
  return {
    async paymentAndDocument(paymentId, documentId) {
      const [payment, document] = await client.getMany<[PaymentRecord, DocumentRecord]>([
        { TableName: tables.payments, Key: { payment_id: paymentId } },
        { TableName: tables.documents, Key: { id: documentId } },
      ]);
      return { payment: payment ?? null, document: document ? stateOf(document) : null };
    },
  };
}

export const paymentStatusReads: PaymentStatusReads = createPaymentStatusReads(dynamo, {
  payments: tableName('payments'),
  documents: tableName('documents'),
});
