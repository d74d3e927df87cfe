import { paymentIdStorageKey } from '@shared/api/payments';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { forgetPaymentId, recallPaymentId, rememberPaymentId } from './payment-storage';

describe('payment id per reference', () => {
  it('remembers, recalls and forgets the payment of one reference under the shared key', () => {
    // Prepare
    const storage = memoryStorage();

    // Act
    rememberPaymentId('decl-abc-1', '1234', storage);
    rememberPaymentId('decl-abc-2', '5678', storage);
    forgetPaymentId('decl-abc-2', storage);

    // Assess
    expect(storage.getItem(paymentIdStorageKey('decl-abc-1'))).toBe('1234');
    expect(recallPaymentId('decl-abc-1', storage)).toBe('1234');
    expect(recallPaymentId('decl-abc-2', storage)).toBeNull();
  });

  it('survives a storage that refuses access', () => {
    // Prepare
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new Error('SecurityError');
    };
    blocked.setItem = blocked.getItem;

    // Act / Assess
    expect(() => rememberPaymentId('decl-x', '1', blocked)).not.toThrow();
    expect(recallPaymentId('decl-x', blocked)).toBeNull();
  });
});
