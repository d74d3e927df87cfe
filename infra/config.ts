// Deploy-time settings of the CDK app, read once from CDK context (`cdk.json` defaults, `-c key=value` overrides)
// so that stage, domain and identity settings never live in code.
import type { App } from 'aws-cdk-lib';
import { DEFAULT_EDGE_LIMITS } from '../lambdas/edge-limits';
import { isValidCnpj } from '../shared/format/cpf-cnpj';
import { hasPlaceholderField, PLACEHOLDER_SELLER, type Seller, sellerSchema } from '../shared/seller';

export interface DomainSettings {
  /** Public host name of the site, e.g. `documentos.example.com.br`. */
  name: string;
  /** ACM certificate for `name`, in us-east-1 (CloudFront's region). */
  certificateArn: string;
}

export interface InfraConfig {
  /** Short stage name (`dev`, `prod`...), part of every stack and secret name. */
  stage: string;
  /** Account and region; explicit placeholders keep `cdk synth` offline (no lookups, no credentials). */
  account: string;
  region: string;
  /** Custom domain of the site; without it the CloudFront default domain serves the site. */
  domain?: DomainSettings;
  /** Google OAuth client id (public). Its secret lives in Secrets Manager under `googleClientSecretName`. */
  googleClientId: string;
  googleClientSecretName: string;
  /** Secrets Manager secret holding `{ accessToken, publicKey, webhookSecret }` of Mercado Pago. */
  mercadoPagoSecretName: string;
  /** Mercado Pago public key, written to the SPA's `config.json` for card tokens (public by design). */
  mercadoPagoPublicKey: string;
  /**
   * Secrets Manager secret holding `{ p12, passphrase }`: the seller's ICP-Brasil e-CNPJ A1 that seals every
   * released PDF (issue 43, docs/seal.md).
   */
  sealSecretName: string;
  /** Prefix of the Cognito hosted-UI domain (`<prefix>.auth.<region>.amazoncognito.com`), unique per region. */
  authDomainPrefix: string;
  /** OAuth callback and sign-out URLs; empty means "the site's own origin + `/`". */
  callbackUrls: string[];
  logoutUrls: string[];
  /** E-mail subscribed to the alarm topic; empty subscribes nobody. */
  alarmEmail: string;
  /** Generated PDFs (keys under `pdf/`) are deleted this many days after creation. */
  pdfRetentionDays: number;
  /**
   * CloudWatch Logs retention of every Lambda and of the API access log: at least 6 months, since the Marco
   * Civil (art. 15) requires an application's access records to be kept that long and the terms promise it.
   */
  logRetentionDays: number;
  /**
   * Regional ACM certificate (in the stack's region) for `api.<domainName>`, the API's own custom domain: with it
   * the HTTP API's default execute-api endpoint is disabled and CloudFront is the only way in. Required with a
   * domain outside dev.
   */
  apiCertificateArn: string;
  /** AWS WAF per-IP limits, requests per 5 minutes: everything, the heavy routes, anonymous creates. */
  wafRateLimit: number;
  wafHeavyRateLimit: number;
  wafAnonymousCreateRateLimit: number;
  /** Default API throttling (requests per second and burst) for every route. */
  throttleRate: number;
  throttleBurst: number;
  /** Folder of the built SPA (`npm run build:web`); when missing a placeholder page is deployed. */
  webDist: string;
  /**
   * Prices in reais by key (`base`, `curriculo`, `contrato`, ..., `recibos_adicional`), passed to every handler
   * as `PRICE_<KEY>`; unset keys fall back as spec part 1 §9 says (default R$ 9,90). Handlers validate them.
   */
  priceEnv: Record<string, string>;
  /**
   * Bumped by the operator after changing the Mercado Pago secret: it is an environment variable of the payment
   * functions, so a deploy replaces their containers, which read the secret again at cold start.
   */
  secretsRevision: string;
  /** The seller's legal identity shown in every page's footer (Decreto 7.962/2013 art. 2). */
  seller: Seller;
  /**
   * The domain e-mail is sent from (an Amazon SES identity the stack creates; its DKIM records go in the
   * domain's DNS): context `mailFromDomain`, else the site's `domainName`. Messages come from
   * `nao-responda@<mailFromDomain>`.
   */
  mailFromDomain: string;
}

/** Context keys the app reads; `cdk.json` holds the defaults an operator overrides with `-c key=value`. */
export const CONTEXT_KEYS = [
  'stage',
  'account',
  'region',
  'domainName',
  'certificateArn',
  'apiCertificateArn',
  'wafRateLimit',
  'wafHeavyRateLimit',
  'wafAnonymousCreateRateLimit',
  'googleClientId',
  'googleClientSecretName',
  'mercadoPagoSecretName',
  'sealSecretName',
  'mercadoPagoPublicKey',
  'authDomainPrefix',
  'callbackUrls',
  'logoutUrls',
  'alarmEmail',
  'pdfRetentionDays',
  'logRetentionDays',
  'throttleRate',
  'throttleBurst',
  'webDist',
  'prices',
  'secretsRevision',
  'seller',
  'mailFromDomain',
] as const;

/** Access records are kept 6 months at least (Marco Civil da Internet, art. 15). */
export const MIN_LOG_RETENTION_DAYS = 180;

export const APP_NAME = 'documentos-prontos';

/** Placeholders used when neither context nor the CDK CLI (with credentials) tells the real account. */
const PLACEHOLDER_ACCOUNT = '111111111111';
const DEFAULT_REGION = 'sa-east-1';
/** dev without a domain: an identity SES never verifies, so nothing is sent until a real one is set. */
const PLACEHOLDER_MAIL_DOMAIN = 'mail.example.com';

type Context = (key: string) => unknown;

function text(ctx: Context, key: string, fallback: string): string {
  const value = ctx(key);
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string')
    throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value.trim();
}

function integer(ctx: Context, key: string, fallback: number, min: number, max: number): number {
  const raw = ctx(key);
  const value = raw === undefined || raw === null || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`Context "${key}" must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** A list from context: a JSON array in cdk.json, or a comma-separated string from `-c key=a,b`. */
function list(ctx: Context, key: string): string[] {
  const value = ctx(key);
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => String(item).trim()).filter((item) => item.length > 0);
}

/** `{ "base": "9.90", "contrato": "19.90" }` (object in cdk.json, JSON text from `-c prices=...`) to PRICE_* env. */
function prices(ctx: Context): Record<string, string> {
  let value = ctx('prices');
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new Error('Context "prices" must be a JSON object such as {"base":"9.90","contrato":"19.90"}');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('Context "prices" must be an object such as {"base":"9.90","contrato":"19.90"}');
  }
  const env: Record<string, string> = {};
  for (const [key, price] of Object.entries(value)) {
    if (!/^[a-z][a-z_]*$/.test(key) || (typeof price !== 'string' && typeof price !== 'number')) {
      throw new Error(`Context "prices": "${key}" must be a lower-case key with a price such as "9.90"`);
    }
    env[`PRICE_${key.toUpperCase()}`] = String(price);
  }
  return env;
}

/** The stage where placeholders are fine: a developer's own deployment. */
export const DEV_STAGE = 'dev';

/** The cdk.json default of `googleClientId`: sign-in with Google cannot work with it. */
const PLACEHOLDER_GOOGLE_CLIENT_ID = 'placeholder-client-id.apps.googleusercontent.com';

/** Names reserved for examples (RFC 2606 and the README's own `example.com.br`): nobody reads mail there. */
const isExampleName = (name: string) => /(^|[.@])example(\.|$)/i.test(name);

/**
 * Any stage but `dev` serves real people: its alarms must reach someone, Google must know its client, and it must
 * have its own domain (the API's front door and the WAF hang on it). Names every key still a placeholder.
 */
function checkNotPlaceholders(config: InfraConfig): void {
  if (config.stage === DEV_STAGE) return;
  const problems: string[] = [];
  if (!config.alarmEmail || isExampleName(config.alarmEmail))
    problems.push('"alarmEmail" (an inbox someone reads)');
  if (!config.googleClientId || config.googleClientId === PLACEHOLDER_GOOGLE_CLIENT_ID)
    problems.push('"googleClientId" (the Google OAuth client of step 2)');
  if (!config.domain || isExampleName(config.domain.name))
    problems.push('"domainName" and "certificateArn" (the site\'s own domain)');
  if (isExampleName(config.mailFromDomain))
    problems.push('"mailFromDomain" or "domainName" (the domain e-mail is sent from)');
  if (!config.apiCertificateArn) problems.push('"apiCertificateArn" (the API\'s domain, api.<domainName>)');
  if (problems.length > 0) {
    throw new Error(
      `Stage "${config.stage}" needs real values, not placeholders, for ${problems.join(', ')}; only stage "${DEV_STAGE}" may deploy without them`,
    );
  }
}

/**
 * `{ "legalName", "cnpj", "address", "email", "phone" }` (object in cdk.json, JSON text from `-c seller=...`).
 * Only `dev` may show the placeholders: a real stage sells, and must say who sells.
 */
function seller(ctx: Context, stage: string): Seller {
  let value = ctx('seller');
  if (value === undefined || value === null || value === '') value = PLACEHOLDER_SELLER;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new Error(
        'Context "seller" must be a JSON object with legalName, cnpj, address, email and phone',
      );
    }
  }
  const parsed = sellerSchema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(
      `Context "seller" must have legalName, cnpj, address, email and phone (check: ${fields})`,
    );
  }
  if (!isValidCnpj(parsed.data.cnpj)) throw new Error(`Context "seller": invalid CNPJ "${parsed.data.cnpj}"`);
  if (stage !== DEV_STAGE && hasPlaceholderField(parsed.data)) {
    throw new Error(
      `Context "seller" still has placeholder values: stage "${stage}" must show the real legal name, CNPJ, address, e-mail and phone`,
    );
  }
  return parsed.data;
}

/** Reads and checks every setting once; throws naming the context key on a bad value. */
export function readConfig(app: Pick<App, 'node'>, env: NodeJS.ProcessEnv = process.env): InfraConfig {
  const ctx: Context = (key) => app.node.tryGetContext(key);
  const stage = text(ctx, 'stage', 'dev');
  if (!/^[a-z][a-z0-9-]{0,15}$/.test(stage)) {
    throw new Error(`Context "stage" must be lower-case letters, digits and dashes (max 16), got "${stage}"`);
  }
  const domainName = text(ctx, 'domainName', '');
  const certificateArn = text(ctx, 'certificateArn', '');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: set both or neither');
  }
  if (certificateArn && !certificateArn.includes(':us-east-1:')) {
    throw new Error(
      'Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront requires it)',
    );
  }
  const apiCertificateArn = text(ctx, 'apiCertificateArn', '');
  if (apiCertificateArn && !domainName) {
    throw new Error('Context "apiCertificateArn" needs "domainName": the API\'s domain is api.<domainName>');
  }
  const config: InfraConfig = {
    stage,
    account: text(ctx, 'account', '') || env.CDK_DEFAULT_ACCOUNT || PLACEHOLDER_ACCOUNT,
    region: text(ctx, 'region', '') || env.CDK_DEFAULT_REGION || DEFAULT_REGION,
    domain: domainName ? { name: domainName, certificateArn } : undefined,
    googleClientId: text(ctx, 'googleClientId', PLACEHOLDER_GOOGLE_CLIENT_ID),
    googleClientSecretName:
      text(ctx, 'googleClientSecretName', '') || `${APP_NAME}/${stage}/google-client-secret`,
    mercadoPagoSecretName: text(ctx, 'mercadoPagoSecretName', '') || `${APP_NAME}/${stage}/mercado-pago`,
    mercadoPagoPublicKey: text(ctx, 'mercadoPagoPublicKey', ''),
    sealSecretName: text(ctx, 'sealSecretName', '') || `${APP_NAME}/${stage}/seal-certificate`,
    authDomainPrefix: text(ctx, 'authDomainPrefix', '') || `${APP_NAME}-${stage}`,
    callbackUrls: list(ctx, 'callbackUrls'),
    logoutUrls: list(ctx, 'logoutUrls'),
    alarmEmail: text(ctx, 'alarmEmail', ''),
    pdfRetentionDays: integer(ctx, 'pdfRetentionDays', 30, 1, 3650),
    logRetentionDays: integer(ctx, 'logRetentionDays', MIN_LOG_RETENTION_DAYS, MIN_LOG_RETENTION_DAYS, 3653),
    apiCertificateArn,
    // WAF's smallest rate limit is 10 requests per window.
    wafRateLimit: integer(ctx, 'wafRateLimit', DEFAULT_EDGE_LIMITS.all, 10, 2_000_000_000),
    wafHeavyRateLimit: integer(ctx, 'wafHeavyRateLimit', DEFAULT_EDGE_LIMITS.heavy, 10, 2_000_000_000),
    wafAnonymousCreateRateLimit: integer(
      ctx,
      'wafAnonymousCreateRateLimit',
      DEFAULT_EDGE_LIMITS.anonymousCreate,
      10,
      2_000_000_000,
    ),
    throttleRate: integer(ctx, 'throttleRate', 50, 1, 10_000),
    throttleBurst: integer(ctx, 'throttleBurst', 100, 1, 5_000),
    webDist: text(ctx, 'webDist', 'web/dist'),
    priceEnv: prices(ctx),
    secretsRevision: String(ctx('secretsRevision') ?? '1'),
    seller: seller(ctx, stage),
    mailFromDomain: text(ctx, 'mailFromDomain', '') || domainName || PLACEHOLDER_MAIL_DOMAIN,
  };
  checkNotPlaceholders(config);
  return config;
}
