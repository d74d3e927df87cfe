// How the handlers' environment is checked: the zod schema of every variable, `loadConfig` (pure, testable)
// and `parseEnv` for modules with variables of their own. `config.ts` applies it once per cold start. Written
// with `zod/mini` (same checks, same messages): a route without a request schema (`mp-config`) then loads
// no classic zod at its cold start, and the two dozen variable schemas are cheaper to build.
import {
  PRICE_KEYS,
  type PriceKey,
  type PriceTable,
  priceToCents,
  resolvePriceTable,
} from '@shared/prices/prices';
import * as z from 'zod/mini';
import type * as zc from 'zod/v4/core';
import type { TableName } from '../routes';
import { tableEnvName, tables } from '../tables';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Unset and empty are the same thing for an environment variable. */
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `schema` after an empty string becomes undefined (zod/mini's form of `z.preprocess`). */
const unlessEmpty = <T extends zc.$ZodType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => unsetIfEmpty(value)),
    schema,
  );

/** An optional text variable, trimmed; '' counts as unset. */
export const envText = () => unlessEmpty(z.optional(z.string().check(z.trim())));

/** An optional http(s) URL variable, without a trailing slash. */
export const envUrl = () =>
  unlessEmpty(
    z.optional(
      z.pipe(
        z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
        z.transform((url: string) => url.replace(/\/+$/, '')),
      ),
    ),
  );

/**
 * Parses `env` with `shape` or throws a ConfigError naming every invalid variable. Other modules with their
 * own variables (e.g. the Mercado Pago adapter) use this too, at their module load.
 */
export function parseEnv<S extends zc.$ZodLooseShape>(
  shape: S,
  env: Env = process.env,
): z.output<z.ZodMiniObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid environment variable(s): ${problems.join('; ')}`);
}

/** PRICE_* variables: reais ("9.90", "9,90"), an integer 100–4999 read as centavos, or ≤ 0 to ignore it. */
const envPrice = () =>
  unlessEmpty(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((value) => priceToCents(value) !== null || Number(value.replace(',', '.')) <= 0, {
          error: 'must be a price in reais such as 9.90 (or 0 to use the fallback)',
        }),
      ),
    ),
  );

/** Environment variable of each price; `base` is the single price every kind falls back to. */
export const PRICE_ENV: Record<PriceKey | 'base' | 'recibosAdicional', string> = {
  base: 'PRICE_BASE',
  ...(Object.fromEntries(PRICE_KEYS.map((key) => [key, `PRICE_${key.toUpperCase()}`])) as Record<
    PriceKey,
    string
  >),
  recibosAdicional: 'PRICE_RECIBOS_ADICIONAL',
};

/** Every table of `tables.ts`: each is named by its own TABLE_* variable. */
const TABLE_NAMES = Object.keys(tables) as readonly TableName[];

/**
 * The local runtime's own variables (`npm start`, tests): the local issuer's keys and the dynalite and s3rver
 * endpoints. An AWS bundle never reads them: esbuild's `define` makes `process.env.DP_BUNDLE` the constant
 * "aws" there (`infra/lambda-bundling.ts`), so `loadConfig` never calls this function and minification removes
 * it, and with it every name below; no variable can switch a deployed function to local sign-in. The same
 * condition is written out where the verifier and the S3 and DynamoDB clients are chosen, because esbuild drops
 * code only where it sees the constant condition itself.
 */
function readLocalEnv(env: Env) {
  const localJwks = z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    z.optional(
      z.object(
        { keys: z.array(z.looseObject({ kty: z.string(), kid: z.string() })).check(z.minLength(1)) },
        { error: 'must be a JSON Web Key Set ({"keys":[...]})' },
      ),
    ),
  );
  const vars = parseEnv(
    {
      ...shape,
      AUTH_MODE: unlessEmpty(
        z._default(z.enum(['local', 'cognito'], { error: 'must be "local" or "cognito"' }), 'cognito'),
      ),
      LOCAL_JWKS: localJwks,
      DYNAMODB_ENDPOINT: envUrl(),
      S3_ENDPOINT: envUrl(),
    },
    env,
  );
  let auth: AuthConfig | undefined;
  if (vars.AUTH_MODE === 'local') {
    if (!vars.LOCAL_JWKS) {
      throw new ConfigError('Invalid environment variable(s): LOCAL_JWKS required when AUTH_MODE=local');
    }
    auth = { mode: 'local', jwks: vars.LOCAL_JWKS };
  }
  return { auth, dynamodbEndpoint: vars.DYNAMODB_ENDPOINT, s3Endpoint: vars.S3_ENDPOINT };
}

const shape = {
  COGNITO_USER_POOL_ID: envText(),
  COGNITO_CLIENT_ID: envText(),
  AWS_REGION: unlessEmpty(z._default(z.string().check(z.trim()), 'us-east-1')),
  PDF_BUCKET: envText(),
  ...(Object.fromEntries(TABLE_NAMES.map((table) => [tableEnvName(table), envText()])) as Record<
    string,
    ReturnType<typeof envText>
  >),
  ...(Object.fromEntries(Object.values(PRICE_ENV).map((name) => [name, envPrice()])) as Record<
    string,
    ReturnType<typeof envPrice>
  >),
};

export type AuthConfig =
  | { mode: 'cognito'; userPoolId: string; clientId: string }
  | { mode: 'local'; jwks: { keys: Array<{ kty: string; kid: string } & Record<string, unknown>> } };

export interface AppConfig {
  auth: AuthConfig;
  region: string;
  /** Set locally (dynalite); unset in AWS. */
  dynamodbEndpoint?: string;
  /** Set locally (s3rver); unset in AWS. */
  s3Endpoint?: string;
  pdfBucket?: string;
  /** Physical table names from TABLE_USERS, TABLE_DOCUMENTS, ... */
  tables: Partial<Record<TableName, string>>;
  /** In centavos, with the fallbacks of spec part 1 §9 applied. */
  prices: PriceTable;
}

export function loadConfig(env: Env = process.env): AppConfig {
  // `undefined` in an AWS bundle, where Cognito is the only sign-in and the SDK's own endpoints are used.
  // Read first: it checks every variable, local or not, so one error names them all.
  const local = process.env.DP_BUNDLE === 'aws' ? undefined : readLocalEnv(env);
  const vars = parseEnv(shape, env);
  const text = (name: string) => (vars as Record<string, unknown>)[name] as string | undefined;
  let auth = local?.auth;
  if (!auth) {
    const missing = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'].filter((name) => !text(name));
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid environment variable(s): ${missing.join(', ')} required for Cognito sign-in`,
      );
    }
    auth = { mode: 'cognito', userPoolId: vars.COGNITO_USER_POOL_ID!, clientId: vars.COGNITO_CLIENT_ID! };
  }
  const tables: Partial<Record<TableName, string>> = {};
  for (const table of TABLE_NAMES) {
    const name = text(tableEnvName(table));
    if (name) tables[table] = name;
  }
  const rawPrices = Object.fromEntries(Object.entries(PRICE_ENV).map(([key, name]) => [key, text(name)]));
  return {
    auth,
    region: vars.AWS_REGION,
    dynamodbEndpoint: local?.dynamodbEndpoint,
    s3Endpoint: local?.s3Endpoint,
    pdfBucket: vars.PDF_BUCKET,
    tables,
    prices: resolvePriceTable(rawPrices),
  };
}

/** The physical name of a table, or a ConfigError naming its variable (e.g. TABLE_USERS) when unset. */
export function tableNameIn(from: AppConfig, table: TableName): string {
  const name = from.tables[table];
  if (!name) throw new ConfigError(`Invalid environment variable(s): ${tableEnvName(table)} is not set`);
  return name;
}

/** The private bucket of generated PDFs, or a ConfigError naming PDF_BUCKET when unset. */
export function pdfBucketIn(from: AppConfig): string {
  if (!from.pdfBucket) throw new ConfigError('Invalid environment variable(s): PDF_BUCKET is not set');
  return from.pdfBucket;
}
