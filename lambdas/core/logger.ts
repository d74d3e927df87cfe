// Structured logging for handlers and the local runtime: Powertools for AWS Lambda's Logger (one JSON object per
// line, its standard keys, the Lambda context through its middy middleware), with personal documents (CPF, RG,
// CNPJ), tokens and secrets redacted by our own formatter before Powertools writes anything.
import { LogFormatter, LogItem, Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { isValidCnpj } from '@shared/format/cpf-cnpj';
import { SERVICE_NAME } from './powertools-env';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line. */
  child(fields: LogFields): Logger;
}

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const REDACTED = '[redacted]';

/** Key fragments that mark a value as secret wherever they appear in the key (`idToken`, `x-signature`). */
const SECRET_KEY_PARTS = [
  'token',
  'secret',
  'password',
  'senha',
  'authorization',
  'cookie',
  'signature',
  'apikey',
  'credential',
  'jwt',
  'cpf',
  'cnpj',
];
/** Short words that are only secret as a whole word (`rg`, `locador_rg`, but not `cargo`). */
const SECRET_KEY_WORDS = new Set(['rg', 'pin', 'cvv']);

type Replacement = string | ((match: string) => string);

const VALUE_PATTERNS: ReadonlyArray<readonly [RegExp, Replacement]> = [
  // JWTs (the local issuer's and Cognito's ID tokens both start with a base64url `{"`).
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  // CNPJ, masked or not: 00.000.000/0000-00 or 14 digits.
  [/(?<!\d)\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}(?!\d)/g, REDACTED],
  // Alphanumeric CNPJ (IN RFB 2.229/2024) in its mask, or bare when its check digits hold: a bare run of 12
  // letters and digits plus 2 digits is otherwise as likely an identifier of ours.
  [/(?<![0-9A-Za-z])[0-9A-Za-z]{2}\.[0-9A-Za-z]{3}\.[0-9A-Za-z]{3}\/[0-9A-Za-z]{4}-\d{2}(?!\d)/g, REDACTED],
  [/(?<![0-9A-Za-z])[0-9A-Z]{12}\d{2}(?![0-9A-Za-z])/g, (match) => (isValidCnpj(match) ? REDACTED : match)],
  // CPF, masked or not: 000.000.000-00 or 11 digits.
  [/(?<!\d)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?!\d)/g, REDACTED],
  // RG in its usual mask 00.000.000-0 (a bare RG cannot be told apart from other numbers).
  [/(?<!\d)\d{1,2}\.\d{3}\.\d{3}-?[\dXx](?![\dXx])/g, REDACTED],
];

/**
 * Keys whose value is Mercado Pago's numeric payment id: up to 11 digits it would read as a bare CPF and be
 * masked, and the log lines of one payment could no longer be found. Only all-digit values pass.
 */
const PAYMENT_ID_KEYS = new Set(['payment_id', 'paymentId', 'data.id']);

export function isSecretKey(key: string): boolean {
  const compact = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (SECRET_KEY_PARTS.some((part) => compact.includes(part))) return true;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return words.some((word) => SECRET_KEY_WORDS.has(word));
}

export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of VALUE_PATTERNS) {
    // Two calls: replace's overloads take a string or a function, not their union.
    out =
      typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  }
  return out;
}

function serializeError(error: Error): LogFields {
  const fields: LogFields = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  if (error.stack) fields.stack = error.stack;
  if (error.cause !== undefined) fields.cause = error.cause;
  return fields;
}

/** A copy of `value` safe to log: secret keys blanked, document numbers and tokens masked in strings. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'bigint') return redactText(value.toString());
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= 8) return '[depth]';
  seen.add(value);
  if (value instanceof Error) return redact(serializeError(value), depth + 1, seen);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  // Keys may be a client's (a body's, a query's): without a prototype, `__proto__` is logged as any other key.
  const out: LogFields = Object.create(null);
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) out[key] = REDACTED;
    else if (PAYMENT_ID_KEYS.has(key) && /^\d{1,20}$/.test(String(item))) out[key] = item;
    else out[key] = redact(item, depth + 1, seen);
  }
  return out;
}

function levelFromEnv(raw: string | undefined): LogLevel {
  const level = raw?.trim().toLowerCase();
  return level && level in LEVELS ? (level as LogLevel) : 'info';
}

/**
 * Powertools' standard line (`level`, `message`, `timestamp`, `service`, the Lambda context, `xray_trace_id`, the
 * keys of its own formatter, which the package does not export) with the message and every field of ours
 * redacted. Its own keys are left alone: they hold no personal data, and a request id or a trace id must stay
 * searchable. Outside Lambda (`lambdaKeys` false: the local runtime, tests) `service` and the Lambda context are
 * left out: there every route shares one logger in one process, so concurrent requests would overwrite each
 * other's context, and the line stays short enough to read in a terminal.
 */
export class RedactingLogFormatter extends LogFormatter {
  readonly #lambdaKeys: boolean;

  constructor(options: { lambdaKeys: boolean }) {
    super();
    this.#lambdaKeys = options.lambdaKeys;
  }

  formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const context = attributes.lambdaContext;
    const base: LogAttributes = {
      level: attributes.logLevel,
      message: redactText(attributes.message ?? ''),
      timestamp: this.formatTimestamp(attributes.timestamp),
      ...(this.#lambdaKeys
        ? {
            service: attributes.serviceName,
            cold_start: context?.coldStart,
            function_arn: context?.invokedFunctionArn,
            function_memory_size: context?.memoryLimitInMB,
            function_name: context?.functionName,
            function_request_id: context?.awsRequestId,
            sampling_rate: attributes.sampleRateValue,
            xray_trace_id: attributes.xRayTraceId,
          }
        : {}),
    };
    return new LogItem({ attributes: base }).addAttributes(redact(additional) as LogAttributes);
  }
}

/** Options of `createLogger`; the defaults are the process logger's. */
export interface LoggerOptions {
  /** Lowest level written; default `LOG_LEVEL` (debug, info, warn, error; default info). */
  level?: LogLevel;
  /** The Lambda context's keys on each line; default: when running in Lambda. */
  lambdaKeys?: boolean;
}

/** The Powertools logger behind `logger`, for `injectLambdaContext` (`core/observability.ts`). */
export function createPowertoolsLogger(options: LoggerOptions = {}): PowertoolsLogger {
  return new PowertoolsLogger({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
    logLevel: (options.level ?? levelFromEnv(process.env.LOG_LEVEL)).toUpperCase() as 'INFO',
    logFormatter: new RedactingLogFormatter({
      lambdaKeys: options.lambdaKeys ?? Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME),
    }),
  });
}

/** Our `Logger` over a Powertools logger; `base` fields go on every line (a child's). */
export function wrapLogger(target: PowertoolsLogger, base: LogFields = {}): Logger {
  const write = (level: LogLevel, msg: string, fields?: LogFields) => {
    target[level](msg, { ...base, ...fields });
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    child: (fields) => wrapLogger(target, { ...base, ...fields }),
  };
}

/** A logger of its own (tests, tools); `base` fields go on every line. */
export function createLogger(base: LogFields = {}, options: LoggerOptions = {}): Logger {
  return wrapLogger(createPowertoolsLogger(options), base);
}

/** The process's Powertools logger: the Lambda context is injected into it by the handler pipeline. */
export const powertoolsLogger: PowertoolsLogger = createPowertoolsLogger();

/**
 * The process logger, the one every module writes through; its level comes from `LOG_LEVEL` (debug, info, warn,
 * error; default info). Errors and warnings go to stderr, the rest to stdout (Powertools' console); in Lambda both
 * reach the function's log group.
 */
export const logger: Logger = wrapLogger(powertoolsLogger);
