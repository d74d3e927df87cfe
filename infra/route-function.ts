// One Lambda for one entry of the route table: bundled with the shared esbuild settings, given the environment and
// the grants its `uses` declares and nothing more, with its own role and log group.
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
import type { RouteDef, TableName, TableUse } from '../lambdas/routes';
import { tableEnvName } from '../lambdas/tables';
import { handlerEntry, nodejsBundling, repoRoot } from './lambda-bundling';
import { mercadoPagoBudget } from './mercado-pago';
import { suppress } from './nag';

/** Defaults for a small JSON handler; PDF routes ask for more through `memoryMb` / `timeoutSeconds`. */
export const DEFAULT_MEMORY_MB = 256;
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** Environment variable holding the PDF bucket's name. */
export const PDF_BUCKET_ENV = 'PDF_BUCKET';

export interface RouteResources {
  tables: Record<TableName, dynamodb.ITable>;
  pdfBucket: s3.IBucket;
  mercadoPagoSecret: secretsmanager.ISecret;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  logRetention: logs.RetentionDays;
  /** PRICE_* variables from the `prices` context, for every handler (prices are public, not secrets). */
  priceEnv: Record<string, string>;
  /** Changes when the operator rotates the Mercado Pago secret (context `secretsRevision`). */
  secretsRevision: string;
  /** Base of the webhook's address as Mercado Pago reaches it (`notification_url`), see `publicApiBaseUrl`. */
  publicApiBaseUrl: string;
}

/** A stable construct id from method and path: `POST /mp-webhook` becomes `PostMpWebhook`. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)].filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The environment a route's handler reads: only the resources its `uses` names. */
export function routeEnvironment(route: RouteDef, resources: RouteResources): Record<string, string> {
  const env: Record<string, string> = {
    ...resources.priceEnv,
    NODE_OPTIONS: '--enable-source-maps',
    COGNITO_USER_POOL_ID: resources.userPool.userPoolId,
    COGNITO_CLIENT_ID: resources.userPoolClient.userPoolClientId,
  };
  for (const name of Object.keys(route.uses.tables ?? {}) as TableName[]) {
    env[tableEnvName(name)] = resources.tables[name].tableName;
  }
  if (route.uses.pdfBucket) env[PDF_BUCKET_ENV] = resources.pdfBucket.bucketName;
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
  route: RouteDef;
  resources: RouteResources;
}

export class RouteFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route, resources } = props;

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: resources.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Its own role with no managed policy: the only statements are the log group and what `uses` grants below.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${route.method} ${route.path}`,
    });
    logGroup.grantWrite(this.role);

    this.fn = new nodejs.NodejsFunction(this, 'Fn', {
      description: `${route.method} ${route.path} (${route.access})`,
      entry: handlerEntry(route),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: `${repoRoot}/package-lock.json`,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: route.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      bundling: nodejsBundling(),
      awsSdkConnectionReuse: false,
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
    suppress(
      this.role,
      'AwsSolutions-IAM5',
      'Wildcards are scoped to what `uses` grants: the indexes of a granted table, the objects under a declared area (key prefix) of the PDF bucket, and the S3 action groups of grantRead/grantPut/grantDelete on them.',
      [
        // Table and bucket ARNs appear as same-stack tokens or as cross-stack `Fn::GetStackOutput` references.
        { regex: '/^Resource::.*Table[0-9A-F]+.*\\/index\\/\\*$/' },
        { regex: '/^Resource::.*PdfBucket[0-9A-F]+.*\\/\\*$/' },
        { regex: '/^Action::s3:(GetObject|GetBucket|List|Abort|DeleteObject)\\*$/' },
      ],
    );
  }

  private grant(route: RouteDef, resources: RouteResources): void {
    for (const [name, use] of Object.entries(route.uses.tables ?? {}) as [TableName, TableUse][]) {
      const table = resources.tables[name];
      table.grantReadData(this.role);
      // Every write is a conditional single-item put or update; only the delete routes may delete.
      if (use === 'write' || use === 'delete')
        table.grant(this.role, 'dynamodb:PutItem', 'dynamodb:UpdateItem');
      if (use === 'delete') table.grant(this.role, 'dynamodb:DeleteItem');
    }
    const bucket = route.uses.pdfBucket;
    for (const area of bucket?.read ?? []) resources.pdfBucket.grantRead(this.role, `${area}*`);
    for (const area of bucket?.write ?? []) resources.pdfBucket.grantPut(this.role, `${area}*`);
    for (const area of bucket?.delete ?? []) resources.pdfBucket.grantDelete(this.role, `${area}*`);
    if (route.uses.mercadoPago) resources.mercadoPagoSecret.grantRead(this.role);
  }
}
