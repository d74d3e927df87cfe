import { describe, expect, it } from 'vitest';
import {
  applyProviderStatus,
  isFinalStatus,
  type MercadoPagoStatus,
  toMercadoPagoStatus,
} from './status-transitions';

describe('applyProviderStatus', () => {
  it('releases when an open payment is approved', () => {
    for (const open of ['pending', 'in_process', 'authorized'] as const) {
      // Act
      const t = applyProviderStatus(open, 'approved');
      // Assess
      expect(t).toEqual({ status: 'approved', changed: true, effect: 'release' });
    }
  });

  it('records the unpaid outcomes of an open payment', () => {
    for (const open of ['pending', 'in_process', 'authorized'] as const) {
      for (const end of ['rejected', 'cancelled', 'expired'] as const) {
        expect(applyProviderStatus(open, end)).toEqual({ status: end, changed: true, effect: 'record' });
      }
    }
  });

  it('moves forward among the open statuses but never back', () => {
    expect(applyProviderStatus('pending', 'in_process')).toMatchObject({
      status: 'in_process',
      changed: true,
    });
    expect(applyProviderStatus('in_process', 'authorized')).toMatchObject({
      status: 'authorized',
      changed: true,
    });
    expect(applyProviderStatus('authorized', 'pending')).toEqual({
      status: 'authorized',
      changed: false,
      effect: 'none',
    });
    expect(applyProviderStatus('in_process', 'pending')).toMatchObject({
      status: 'in_process',
      changed: false,
    });
  });

  it('never takes an approved payment back to an open or unpaid status', () => {
    for (const older of [
      'pending',
      'in_process',
      'authorized',
      'rejected',
      'cancelled',
      'expired',
    ] as const) {
      // Act
      const t = applyProviderStatus('approved', older);
      // Assess
      expect(t).toEqual({ status: 'approved', changed: false, effect: 'none' });
    }
  });

  it('withdraws the release when an approved payment is refunded or charged back', () => {
    expect(applyProviderStatus('approved', 'refunded')).toEqual({
      status: 'refunded',
      changed: true,
      effect: 'withdraw',
    });
    expect(applyProviderStatus('approved', 'charged_back')).toEqual({
      status: 'charged_back',
      changed: true,
      effect: 'withdraw',
    });
  });

  it('keeps a withdrawn payment withdrawn, even when an old approval arrives late', () => {
    expect(applyProviderStatus('refunded', 'approved')).toEqual({
      status: 'refunded',
      changed: false,
      effect: 'none',
    });
    expect(applyProviderStatus('charged_back', 'approved').changed).toBe(false);
    expect(applyProviderStatus('refunded', 'charged_back').changed).toBe(false);
  });

  it('treats rejected, cancelled and expired as ends', () => {
    const ends: MercadoPagoStatus[] = ['rejected', 'cancelled', 'expired'];
    for (const end of ends) {
      for (const incoming of ['pending', 'approved', 'authorized', 'rejected', 'refunded'] as const) {
        expect(applyProviderStatus(end, incoming)).toEqual({ status: end, changed: false, effect: 'none' });
      }
    }
  });

  it('records a refund whose approval was never seen, with nothing to withdraw', () => {
    expect(applyProviderStatus('pending', 'refunded')).toEqual({
      status: 'refunded',
      changed: true,
      effect: 'record',
    });
  });

  it('makes repeats no-ops', () => {
    for (const s of ['pending', 'approved', 'rejected', 'refunded'] as const) {
      expect(applyProviderStatus(s, s)).toEqual({ status: s, changed: false, effect: 'none' });
    }
  });

  it('accepts the first status seen, and releases at once when it is approved', () => {
    expect(applyProviderStatus(null, 'pending')).toEqual({
      status: 'pending',
      changed: true,
      effect: 'record',
    });
    expect(applyProviderStatus(null, 'approved')).toEqual({
      status: 'approved',
      changed: true,
      effect: 'release',
    });
  });

  it('ignores values that are not Mercado Pago statuses', () => {
    expect(applyProviderStatus('pending', 'paid')).toEqual({
      status: 'pending',
      changed: false,
      effect: 'none',
    });
    expect(applyProviderStatus(null, undefined)).toEqual({ status: null, changed: false, effect: 'none' });
  });

  it('gives one effect for a delivery sequence with repeats and an out-of-order older status', () => {
    // Prepare: approved twice, then a late pending, then a refund twice
    const deliveries = ['pending', 'approved', 'approved', 'pending', 'refunded', 'refunded', 'approved'];
    // Act
    let current: MercadoPagoStatus | null = null;
    const effects: string[] = [];
    for (const d of deliveries) {
      const t = applyProviderStatus(current, d);
      current = t.status;
      if (t.effect !== 'none') effects.push(t.effect);
    }
    // Assess
    expect(effects).toEqual(['record', 'release', 'withdraw']);
    expect(current).toBe('refunded');
  });
});

describe('toMercadoPagoStatus / isFinalStatus', () => {
  it('normalises known statuses and rejects others', () => {
    expect(toMercadoPagoStatus(' Approved ')).toBe('approved');
    expect(toMercadoPagoStatus('pago')).toBeNull();
    expect(toMercadoPagoStatus(3)).toBeNull();
  });

  it('marks only the open statuses as not final', () => {
    expect(isFinalStatus('pending')).toBe(false);
    expect(isFinalStatus('authorized')).toBe(false);
    expect(isFinalStatus('approved')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
  });
});
