// One Lambda for one entry of the route table (or of its scheduled jobs): bundled with the shared esbuild settings,
// given the environment and the grants its `uses` declares and nothing more, with its own role and log group.
import {
  type aws_cognito as cognito,
  Duration,
  type aws_dynamodb as dynamodb,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_logs as logs,
  aws_lambda_nodejs as nodejs,
  RemovalPolicy,
  type aws_s3 as s3,
  type aws_secretsmanager as secretsmanager,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { SDK_CONNECTION_TIMEOUT_ENV, SDK_REQUEST_TIMEOUT_ENV } from '../lambdas/adapters/aws-clients';
import { ORIGIN_VERIFY_ENV } from '../lambdas/core/origin-verify';
import { POWERTOOLS_ENV } from '../lambdas/core/powertools-env';
import {
  DEFAULT_MEMORY_MB,
  type JobDef,
  type RouteDef,
  type TableName,
  type TableUse,
} from '../lambdas/routes';
import { tables as tableDefs, tableEnvName } from '../lambdas/tables';
import type { Seller } from '../shared/seller';
import { awsSdkBudget } from './aws-sdk-budget';
import { handlerEntry, nodejsBundling, repoRoot } from './lambda-bundling';
import { mercadoPagoBudget } from './mercado-pago';
import { suppress } from './nag';

/** Defaults for a small JSON handler; PDF routes ask for more through `memoryMb` / `timeoutSeconds`. */
export { DEFAULT_MEMORY_MB };
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** Environment variable holding the PDF bucket's name. */
export const PDF_BUCKET_ENV = 'PDF_BUCKET';

export interface RouteResources {
  tables: Record<TableName, dynamodb.ITable>;
  pdfBucket: s3.IBucket;
  mercadoPagoSecret: secretsmanager.ISecret;
  /** The seller's seal certificate (issue 43), read by the routes that release PDFs. */
  sealSecret: secretsmanager.ISecret;
  /** Who the seal names as issuer (reason, location, contact): the deployment's seller. */
  seller: Pick<Seller, 'legalName' | 'address' | 'email'>;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  logRetention: logs.RetentionDays;
  /** PRICE_* variables from the `prices` context, for every handler (prices are public, not secrets). */
  priceEnv: Record<string, string>;
  /** Changes when the operator rotates the Mercado Pago or the seal secret (context `secretsRevision`). */
  secretsRevision: string;
  /** Base of the webhook's address as Mercado Pago reaches it (`notification_url`), see `publicApiBaseUrl`. */
  publicApiBaseUrl: string;
  /**
   * The origin-verify secret as a CloudFormation dynamic reference (`{{resolve:secretsmanager:…}}`), resolved at
   * deploy time into every route's ORIGIN_VERIFY_SECRET: no SDK call and no cost per request.
   */
  originVerifySecret: string;
  /** The site's public origin, printed in released PDFs' verification footers (PUBLIC_SITE_URL, issue 23). */
  siteOrigin?: string;
  /** Amazon SES for the routes that send mail (`uses.mail`): the sender identity and configuration set. */
  mail?: MailResources;
}

export interface MailResources {
  /** `nao-responda@<mailFromDomain>`. */
  from: string;
  identityArn: string;
  configurationSetName: string;
  configurationSetArn: string;
}

/** A stable construct id from method and path: `POST /mp-webhook` becomes `PostMpWebhook`. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** What a Lambda is for: `GET /me (user)` for a route, `job payment-recheck (every 5 min)` for a scheduled job. */
export function functionLabel(def: RouteDef | JobDef): string {
  return 'method' in def
    ? `${def.method} ${def.path} (${def.access})`
    : `job ${def.name} (every ${def.everyMinutes} min)`;
}

/** The environment a route's (or job's) handler reads: only the resources its `uses` names. */
export function routeEnvironment(
  route: RouteDef | JobDef,
  resources: RouteResources,
): Record<string, string> {
  const sdk = awsSdkBudget(functionLabel(route), route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);
  const env: Record<string, string> = {
    ...resources.priceEnv,
    // Powertools' service name and metrics namespace; X-Ray records neither answers nor error texts.
    ...POWERTOOLS_ENV,
    NODE_OPTIONS: '--enable-source-maps',
    COGNITO_USER_POOL_ID: resources.userPool.userPoolId,
    COGNITO_CLIENT_ID: resources.userPoolClient.userPoolClientId,
    // Every function: its SDK calls end in time for it to answer (infra/aws-sdk-budget.ts).
    [SDK_CONNECTION_TIMEOUT_ENV]: String(sdk.connectionTimeoutMs),
    [SDK_REQUEST_TIMEOUT_ENV]: String(sdk.requestTimeoutMs),
  };
  for (const name of Object.keys(route.uses.tables ?? {}) as TableName[]) {
    env[tableEnvName(name)] = resources.tables[name].tableName;
  }
  // Routes only: a scheduled job is invoked by EventBridge, never through CloudFront.
  if ('method' in route) env[ORIGIN_VERIFY_ENV] = resources.originVerifySecret;
  if (route.uses.pdfBucket) env[PDF_BUCKET_ENV] = resources.pdfBucket.bucketName;
  if ('rendersPdf' in route && route.rendersPdf && resources.siteOrigin)
    env.PUBLIC_SITE_URL = resources.siteOrigin;
  if (route.uses.mail) {
    if (!resources.mail)
      throw new Error(`${functionLabel(route)} sends mail, but the stack has no SES identity`);
    env.MAIL_FROM = resources.mail.from;
    env.MAIL_CONFIGURATION_SET = resources.mail.configurationSetName;
    // E-mailed links point at the site.
    if (resources.siteOrigin) env.PUBLIC_SITE_URL = resources.siteOrigin;
  }
  if (route.uses.sealCertificate) {
    env.SEAL_SECRET_ARN = resources.sealSecret.secretArn;
    env.SEAL_SECRET_REVISION = resources.secretsRevision;
    env.SELLER_LEGAL_NAME = resources.seller.legalName;
    env.SELLER_ADDRESS = resources.seller.address;
    env.SELLER_EMAIL = resources.seller.email;
  }
  if (route.uses.mercadoPago) {
    const budget = mercadoPagoBudget(route, route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS);
    env.MP_SECRET_ARN = resources.mercadoPagoSecret.secretArn;
    env.MP_SECRET_REVISION = resources.secretsRevision;
    env.PUBLIC_API_BASE_URL = resources.publicApiBaseUrl;
    env.MP_TIMEOUT_MS = String(budget.timeoutMs);
    env.MP_MAX_RETRIES = String(budget.maxRetries);
  }
  return env;
}

export interface RouteFunctionProps {
  route: RouteDef | JobDef;
  resources: RouteResources;
}

export class RouteFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route, resources } = props;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: resources.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logGroup = this.logGroup;

    // Its own role with no managed policy: the only statements are the log group and what `uses` grants below.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'method' in route ? `${route.method} ${route.path}` : `job ${route.name}`,
    });
    logGroup.grantWrite(this.role);

    this.fn = new nodejs.NodejsFunction(this, 'Fn', {
      description: functionLabel(route),
      entry: handlerEntry(route),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: route.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      bundling: nodejsBundling('rendersPdf' in route ? route : undefined),
      awsSdkConnectionReuse: false,
      reservedConcurrentExecutions: 'reservedConcurrency' in route ? route.reservedConcurrency : undefined,
      // Every function is traced: a slow request shows which call (DynamoDB, S3, Mercado Pago) took the time.
      tracing: lambda.Tracing.ACTIVE,
      environment: routeEnvironment(route, resources),
      role: this.role,
      logGroup,
    });
    this.grant(route, resources);

    suppress(
      this.fn,
      'AwsSolutions-L1',
      'Node.js 22 is the chosen LTS runtime: the code, its esbuild target and its tests are kept on 22.',
    );
    // The wildcards left, each named: the objects under a declared area of the PDF bucket (an area is a key
    // prefix), and X-Ray's two write actions, which take no resource.
    const areas = [
      ...new Set([
        ...(route.uses.pdfBucket?.read ?? []),
        ...(route.uses.pdfBucket?.write ?? []),
        ...(route.uses.pdfBucket?.delete ?? []),
      ]),
    ];
    suppress(
      this.role,
      'AwsSolutions-IAM5',
      `Object actions under the PDF bucket areas this route declares (${areas.join(', ') || 'none'}), by key prefix; X-Ray's PutTraceSegments and PutTelemetryRecords, which accept no resource but *.`,
      [
        ...areas.map((area) => ({
          regex: `/^Resource::.*PdfBucket[0-9A-F]+.*\\/${area.replace(/\//g, '\\/')}\\*$/`,
        })),
        'Resource::*',
      ],
    );
  }

  /** Hand-written statements from `uses`: named actions, named tables and indexes, declared bucket areas. */
  private grant(route: RouteDef | JobDef, resources: RouteResources): void {
    for (const [name, use] of Object.entries(route.uses.tables ?? {}) as [TableName, TableUse][]) {
      const table = resources.tables[name];
      // The audit trail: new items only, nothing read, changed or deleted.
      if (use === 'append') {
        this.allow(['dynamodb:PutItem'], [table.tableArn]);
        continue;
      }
      const indexes = tableDefs[name].indexes.map((index) => `${table.tableArn}/index/${index.name}`);
      this.allow(READ_ACTIONS, [table.tableArn, ...indexes]);
      // The audit screens: read the trail, and append their own requests to it (still no update or delete).
      if (use === 'read-append') this.allow(['dynamodb:PutItem'], [table.tableArn]);
      // Every write is a conditional single-item put or update; only the delete routes may delete.
      if (use === 'write' || use === 'delete') this.allow(WRITE_ACTIONS, [table.tableArn]);
      if (use === 'delete') this.allow(['dynamodb:DeleteItem'], [table.tableArn]);
    }
    const bucket = route.uses.pdfBucket;
    const objects = (areas: readonly string[] = []) =>
      areas.map((area) => resources.pdfBucket.arnForObjects(`${area}*`));
    // Object actions on the declared areas, and for a route that reads, s3:ListBucket on the bucket itself: only
    // with it does S3 answer 404 for a missing key; without it, 403, which the S3 adapter must throw (it cannot
    // tell a missing key from a missing grant). Listing shows key names (kinds, document ids, uids, download
    // names), never an object's content; the price of telling a missing PDF from a refused one. No other
    // bucket-level action.
    // A route that deletes lists too: deleting a document finds every PDF stored under its prefix (LGPD).
    if (bucket?.read?.length) this.allow(['s3:GetObject'], objects(bucket.read));
    if (bucket?.read?.length || bucket?.delete?.length) {
      this.allow(['s3:ListBucket'], [resources.pdfBucket.bucketArn]);
    }
    if (bucket?.write?.length) this.allow(['s3:PutObject'], objects(bucket.write));
    if (bucket?.delete?.length) this.allow(['s3:DeleteObject'], objects(bucket.delete));
    if (route.uses.mercadoPago) resources.mercadoPagoSecret.grantRead(this.role);
    // SES's SendEmail from the stack's own identity through its configuration set: no other sender.
    if (route.uses.mail && resources.mail)
      this.allow(['ses:SendEmail'], [resources.mail.identityArn, resources.mail.configurationSetArn]);
    if (route.uses.sealCertificate) resources.sealSecret.grantRead(this.role);
    // One action on the app's own pool, never `*`: the account's deletion removes the person's sign-in.
    if (route.uses.cognito?.includes('delete-user'))
      this.allow(['cognito-idp:AdminDeleteUser'], [resources.userPool.userPoolArn]);
  }

  private allow(actions: string[], resources: string[]): void {
    this.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));
  }
}

/** A `read` use: single and batch gets, queries of the table and its indexes. Never Scan, never streams. */
export const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
/** A `write` use adds conditional puts and updates. */
export const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem'];
