// Joins Mercado Pago to the local runtime: with MP_API_BASE_URL unset, the stand-in runs below `/__mp` of the
// one local server and the handlers and the SPA are pointed at it; with it set, that server is used instead.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { LocalExtension, LocalExtensionFactory } from '../server';
import { fileJournal, STAND_IN_FILE } from './file-journal';
import { createMercadoPagoStandIn, type MercadoPagoStandIn, type SimulateDelivery } from './stand-in';

export const STAND_IN_PREFIX = '/__mp';

export interface MercadoPagoExtensionOptions {
  /** Defaults to `process.env`, read when the runtime starts. */
  env?: Record<string, string | undefined>;
  /** Called with the running stand-in, so tests can drive it (simulate, deliveries, keys received). */
  onStandIn?: (standIn: MercadoPagoStandIn) => void;
  /** How the stand-in notifies the control endpoint's moves by default. */
  defaultDelivery?: SimulateDelivery;
  now?: () => Date;
}

const blank = (value: string | undefined) => !value || value.trim() === '';

export function mercadoPagoExtension(options: MercadoPagoExtensionOptions = {}): LocalExtensionFactory {
  return ({ url, dataDir }): LocalExtension => {
    const env = options.env ?? process.env;
    const publicApiBaseUrl = blank(env.PUBLIC_API_BASE_URL) ? `${url}/backend/api` : env.PUBLIC_API_BASE_URL!;

    if (!blank(env.MP_API_BASE_URL)) {
      // Another server that speaks Mercado Pago's API; its credentials come from the environment as they are.
      return {
        env: { PUBLIC_API_BASE_URL: publicApiBaseUrl },
        runtimeConfig: {
          mpApiBaseUrl: env.MP_API_BASE_URL!.trim().replace(/\/+$/, ''),
          mpPublicKey: env.MP_PUBLIC_KEY ?? '',
          paymentSimulator: false,
        },
      };
    }

    const accessToken = blank(env.MP_ACCESS_TOKEN) ? 'TEST-local-access-token' : env.MP_ACCESS_TOKEN!;
    const publicKey = blank(env.MP_PUBLIC_KEY) ? 'TEST-local-public-key' : env.MP_PUBLIC_KEY!;
    // A fresh secret per start unless one is set: only this process signs and checks local webhooks.
    const webhookSecret = blank(env.MP_WEBHOOK_SECRET)
      ? randomBytes(24).toString('hex')
      : env.MP_WEBHOOK_SECRET!;
    const standIn = createMercadoPagoStandIn({
      accessToken,
      publicKey,
      webhookSecret,
      basePath: STAND_IN_PREFIX,
      defaultDelivery: options.defaultDelivery,
      now: options.now,
      // A PIX made before a restart stays payable on the simulator, as the documents that wait for it stay.
      journal: fileJournal(join(dataDir, STAND_IN_FILE)),
    });
    options.onStandIn?.(standIn);
    const apiBase = `${url}${STAND_IN_PREFIX}`;
    return {
      mounts: [{ prefix: STAND_IN_PREFIX, listener: standIn.listener }],
      env: {
        MP_API_BASE_URL: apiBase,
        MP_ACCESS_TOKEN: accessToken,
        MP_PUBLIC_KEY: publicKey,
        MP_WEBHOOK_SECRET: webhookSecret,
        PUBLIC_API_BASE_URL: publicApiBaseUrl,
      },
      runtimeConfig: { mpApiBaseUrl: apiBase, mpPublicKey: publicKey, paymentSimulator: true },
      async stop() {
        standIn.close();
        await standIn.settled();
      },
    };
  };
}
