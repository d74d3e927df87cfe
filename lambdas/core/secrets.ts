// Mercado Pago credentials for the payment handlers: in AWS read once per cold start from the Secrets Manager
// secret named by MP_SECRET_ARN (JSON `{ accessToken, publicKey, webhookSecret }`), locally from the environment.
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { createSecretsManagerClient, once } from '../adapters/aws-clients';

export interface MercadoPagoSecrets {
  accessToken: string;
  publicKey: string;
  /** Unset until the operator stores Mercado Pago's signature secret: every webhook is refused meanwhile. */
  webhookSecret: string | undefined;
}

/**
 * Mercado Pago's signature secret is 64 hex characters. The stored secret is created before the webhook exists
 * (README, "Deploy to AWS"), so it may lack one; anything shorter than this (a placeholder such as "pending", a
 * value anyone could guess) counts as unset, so no forged notification can pass while the real one is missing.
 */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

const storedSecretSchema = z.object({
  accessToken: z.string().min(1),
  publicKey: z.string().default(''),
  webhookSecret: z
    .string()
    .optional()
    .transform((value) => (value && value.trim().length >= MIN_WEBHOOK_SECRET_LENGTH ? value : undefined)),
});

const localSecretsSchema = z.object({
  accessToken: z.string().min(1),
  publicKey: z.string().default(''),
  webhookSecret: z.string().min(1),
});

type Env = Record<string, string | undefined>;

let cached: Promise<MercadoPagoSecrets> | undefined;
/**
 * The function's region's Secrets Manager (AWS_REGION), built on the first fetch. The SDK itself honours
 * AWS_ENDPOINT_URL_SECRETS_MANAGER, which the tests set to their stand-in.
 */
const secretsManager = once(() => createSecretsManagerClient());

/**
 * The credentials, fetched on the first call and cached for the life of the container (a changed secret reaches
 * new containers only). A failed fetch is not cached, so the next invocation tries again.
 */
export function getMercadoPagoSecrets(env: Env = process.env): Promise<MercadoPagoSecrets> {
  if (!cached) {
    cached = load(env);
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}

/** Forgets the cached credentials; for tests that change the environment between cases. */
export function resetMercadoPagoSecrets(): void {
  cached = undefined;
}

async function load(env: Env): Promise<MercadoPagoSecrets> {
  const secretId = env.MP_SECRET_ARN;
  if (!secretId) return fromEnvironment(env);

  const answer = await secretsManager().send(new GetSecretValueCommand({ SecretId: secretId }));
  let json: unknown;
  try {
    json = JSON.parse(answer.SecretString ?? '');
  } catch {
    throw new Error('Mercado Pago secret is not JSON: expected { accessToken, publicKey, webhookSecret? }');
  }
  const parsed = storedSecretSchema.safeParse(json);
  if (!parsed.success) {
    // Names the missing keys only; the values never reach the logs.
    const keys = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Mercado Pago secret is incomplete: check ${keys}`);
  }
  return parsed.data;
}

function fromEnvironment(env: Env): MercadoPagoSecrets {
  const parsed = localSecretsSchema.safeParse({
    accessToken: env.MP_ACCESS_TOKEN,
    publicKey: env.MP_PUBLIC_KEY,
    webhookSecret: env.MP_WEBHOOK_SECRET,
  });
  if (!parsed.success) {
    throw new Error(
      'Mercado Pago credentials missing: set MP_SECRET_ARN (AWS) or MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET (local)',
    );
  }
  return parsed.data;
}
