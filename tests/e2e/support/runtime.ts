// The local runtime as the browser suite sees it: the built SPA (`web/dist`) and the API on one free port,
// a temporary data folder, and the Mercado Pago stand-in mounted as `npm start` mounts it.

import { mercadoPagoExtension } from '../../../local/mercado-pago/extension';
import type { MercadoPagoStandIn } from '../../../local/mercado-pago/stand-in';
import { startTestRuntime, type TestRuntime } from '../../support/runtime';

export interface E2eRuntime extends TestRuntime {
  /** The Mercado Pago stand-in below `/__mp`, for tests that drive payments (approve, deliver webhooks). */
  standIn: MercadoPagoStandIn;
}

export async function startE2eRuntime(): Promise<E2eRuntime> {
  let standIn: MercadoPagoStandIn | undefined;
  const runtime = await startTestRuntime({
    spa: 'dist',
    // A surcharge for a rental contract's receipts, so the contract page's total differs with them.
    env: { PRICE_RECIBOS_ADICIONAL: '4.90' },
    // An empty environment: the developer's MP_* variables must not point the suite at another server.
    extensions: [mercadoPagoExtension({ env: {}, onStandIn: (s) => (standIn = s) })],
  });
  if (!standIn) {
    await runtime.stop();
    throw new Error('The Mercado Pago stand-in did not start with the runtime.');
  }
  return { ...runtime, standIn };
}
