// The seller's seal certificate for the PDF routes (issue 43 item 1): in AWS the Secrets Manager secret named by
// SEAL_SECRET_ARN (JSON `{ "p12": "<base64 of the .p12/.pfx>", "passphrase": "…" }`, docs/seal.md), read once per
// container; elsewhere (`npm start`, tests) the local test certificate in DATA_DIR, made on first use.
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { PLACEHOLDER_SELLER } from '@shared/seller';
import * as z from 'zod';
import { ConfigError } from '../core/env';
import type { SealCertificateFile, SealCertificateSource } from '../ports/seal-certificate';
import type { SealIssuer } from '../use-cases/pdf-seal';
import { createSecretsManagerClient, once } from './aws-clients';

type Env = Record<string, string | undefined>;

const storedSchema = z.object({ p12: z.string().min(1), passphrase: z.string() });

const secretsManager = once(() => createSecretsManagerClient());

/** The PKCS#12 in the secret `secretId`. */
export async function readSealSecret(
  secretId: string,
  send: (command: GetSecretValueCommand) => Promise<{ SecretString?: string }> = (command) =>
    secretsManager().send(command),
): Promise<SealCertificateFile> {
  const answer = await send(new GetSecretValueCommand({ SecretId: secretId }));
  let json: unknown;
  try {
    json = JSON.parse(answer.SecretString ?? '');
  } catch {
    throw new ConfigError('Seal certificate secret is not JSON: expected { p12, passphrase }');
  }
  const parsed = storedSchema.safeParse(json);
  // Names the missing keys only; the values never reach the logs.
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`Seal certificate secret is incomplete: check ${keys}`);
  }
  return { p12: new Uint8Array(Buffer.from(parsed.data.p12, 'base64')), passphrase: parsed.data.passphrase };
}

/** The seller as the seal names it: SELLER_* of the stack (infra/route-function.ts), the placeholder locally. */
export function sealIssuer(env: Env = process.env): SealIssuer {
  return {
    legalName: env.SELLER_LEGAL_NAME?.trim() || PLACEHOLDER_SELLER.legalName,
    address: env.SELLER_ADDRESS?.trim() || PLACEHOLDER_SELLER.address,
    email: env.SELLER_EMAIL?.trim() || PLACEHOLDER_SELLER.email,
  };
}

type LocalSealCertificate = (dataDir: string, sellerName: string) => SealCertificateSource;
let localCertificate: LocalSealCertificate | undefined;

/**
 * The local runtime's test certificate, handed in by local/server.ts when it starts: the generator lives in
 * local/, which no function bundle may import (biome.json), so it comes to the adapter instead.
 */
export function provideLocalSealCertificate(make: LocalSealCertificate): void {
  localCertificate = make;
}

/** Where this process's certificate comes from, decided on the first seal. */
export function sealCertificateSource(env: Env = process.env): SealCertificateSource {
  let source: SealCertificateSource | undefined;
  return {
    async load() {
      if (!source) {
        const secretId = env.SEAL_SECRET_ARN;
        if (secretId) {
          const file = readSealSecret(secretId);
          source = { load: () => file };
          // A failed read is tried again by the next release.
          file.catch(() => {
            source = undefined;
          });
        } else if (process.env.DP_BUNDLE !== 'aws' && env.DATA_DIR && localCertificate) {
          // Left out of AWS bundles (DP_BUNDLE is their compile-time constant).
          source = localCertificate(env.DATA_DIR, sealIssuer(env).legalName);
        } else {
          throw new ConfigError('Invalid environment variable(s): SEAL_SECRET_ARN is not set');
        }
      }
      return source.load();
    },
  };
}
