// How the handlers' environment is checked: `loadConfig` (pure, testable) for the variables every function reads,
// checked by hand, and `parseEnv` (a zod/mini schema) for modules with variables of their own and for the local
// runtime's. `config.ts` applies it once per cold start. Hand-written checks for the two dozen shared variables
// cost a cold start less than building their schemas did (about 6 ms of the 90 ms import of a list route).
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
  throw new ConfigError(`Invalid environment variable(s): ${issuesOf(result.error.issues).join('; ')}`);
}

const issuesOf = (issues: readonly zc.$ZodIssue[]) =>
  issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);

/** PRICE_* variables: reais ("9.90", "9,90"), an integer 100–4999 read as centavos, or ≤ 0 to ignore it. */
const isPrice = (value: string) => priceToCents(value) !== null || Number(value.replace(',', '.')) <= 0;
const PRICE_MESSAGE = 'must be a price in reais such as 9.90 (or 0 to use the fallback)';

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
function readLocalEnv(env: Env): { problems: string[]; local?: LocalSettings } {
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
  const result = z
    .object({
      AUTH_MODE: unlessEmpty(
        z._default(z.enum(['local', 'cognito'], { error: 'must be "local" or "cognito"' }), 'cognito'),
      ),
      LOCAL_JWKS: localJwks,
      DYNAMODB_ENDPOINT: envUrl(),
      S3_ENDPOINT: envUrl(),
    })
    .safeParse(env);
  if (!result.success) return { problems: issuesOf(result.error.issues) };
  const vars = result.data;
  let auth: AuthConfig | undefined;
  if (vars.AUTH_MODE === 'local') {
    if (!vars.LOCAL_JWKS) {
      throw new ConfigError('Invalid environment variable(s): LOCAL_JWKS required when AUTH_MODE=local');
    }
    auth = { mode: 'local', jwks: vars.LOCAL_JWKS };
  }
  return {
    problems: [],
    local: { auth, dynamodbEndpoint: vars.DYNAMODB_ENDPOINT, s3Endpoint: vars.S3_ENDPOINT },
  };
}

interface LocalSettings {
  auth?: AuthConfig;
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
}

/**
 * The variables every function reads, checked by hand rather than by a zod schema: these checks are what every
 * cold start pays first, and two dozen schemas cost more to build than the checks cost to run.
 */
function readSharedEnv(env: Env): { problems: string[]; text: (name: string) => string | undefined } {
  const values = new Map<string, string>();
  const problems: string[] = [];
  const names = [
    'COGNITO_USER_POOL_ID',
    'COGNITO_CLIENT_ID',
    'AWS_REGION',
    'PDF_BUCKET',
    ...TABLE_NAMES.map(tableEnvName),
    ...Object.values(PRICE_ENV),
  ];
  const prices = new Set(Object.values(PRICE_ENV));
  for (const name of names) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (prices.has(name) && !isPrice(value)) problems.push(`${name}: ${PRICE_MESSAGE}`);
    else values.set(name, value);
  }
  return { problems, text: (name) => values.get(name) };
}

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
  const localRead = process.env.DP_BUNDLE === 'aws' ? undefined : readLocalEnv(env);
  const { problems, text } = readSharedEnv(env);
  const all = [...(localRead?.problems ?? []), ...problems];
  if (all.length > 0) throw new ConfigError(`Invalid environment variable(s): ${all.join('; ')}`);
  const local = localRead?.local;
  let auth = local?.auth;
  if (!auth) {
    const missing = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID'].filter((name) => !text(name));
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid environment variable(s): ${missing.join(', ')} required for Cognito sign-in`,
      );
    }
    auth = {
      mode: 'cognito',
      userPoolId: text('COGNITO_USER_POOL_ID')!,
      clientId: text('COGNITO_CLIENT_ID')!,
    };
  }
  const tables: Partial<Record<TableName, string>> = {};
  for (const table of TABLE_NAMES) {
    const name = text(tableEnvName(table));
    if (name) tables[table] = name;
  }
  const rawPrices = Object.fromEntries(Object.entries(PRICE_ENV).map(([key, name]) => [key, text(name)]));
  return {
    auth,
    region: text('AWS_REGION') ?? 'us-east-1',
    dynamodbEndpoint: local?.dynamodbEndpoint,
    s3Endpoint: local?.s3Endpoint,
    pdfBucket: text('PDF_BUCKET'),
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
