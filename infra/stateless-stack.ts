// The replaceable half of the product: Cognito, the HTTP API with one Lambda per route, the scheduled jobs, the site
// bucket, CloudFront, the SPA upload and the alarms. It reads the tables and the PDF bucket of the stateful stack, and sets that bucket's
// CORS rule (whose origin is the site's).
import {
  CfnOutput,
  type aws_dynamodb as dynamodb,
  aws_logs as logs,
  RemovalPolicy,
  Stack,
  type StackProps,
  type aws_s3 as s3,
  aws_secretsmanager as secretsmanager,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import {
  type JobDef,
  jobs as jobTable,
  type RouteDef,
  routes as routeTable,
  type TableName,
} from '../lambdas/routes';
import { Api } from './api';
import { Auth, hostedUiDomain } from './auth';
import type { InfraConfig } from './config';
import { Mail } from './mail';
import { publicApiBaseUrl, WEBHOOK_PATH } from './mercado-pago';
import { Monitoring } from './monitoring';
import { suppress } from './nag';
import { PdfBucketCors } from './pdf-bucket-cors';
import type { RouteResources } from './route-function';
import { ScheduledJobs } from './scheduled-jobs';
import { Site } from './site';
import { SpaDeployment, spaRuntimeConfig } from './spa-deployment';

export interface StatelessStackProps extends StackProps {
  config: InfraConfig;
  tables: Record<TableName, dynamodb.ITable>;
  pdfBucket: s3.IBucket;
  /** The route table; defaults to `lambdas/routes.ts`. */
  routes?: readonly RouteDef[];
  /** ARN of the WAF web ACL (us-east-1) in front of the distribution. */
  webAclArn?: string;
  /** The scheduled jobs; default those of `lambdas/routes.ts`. */
  jobs?: readonly JobDef[];
}

function retention(days: number): logs.RetentionDays {
  const allowed = Object.values(logs.RetentionDays).filter(
    (value): value is number => typeof value === 'number',
  );
  if (!allowed.includes(days)) {
    throw new Error(`Context "logRetentionDays" must be one of ${allowed.join(', ')}, got ${days}`);
  }
  return days as logs.RetentionDays;
}

export class StatelessStack extends Stack {
  readonly api: Api;
  readonly jobs: ScheduledJobs;
  readonly auth: Auth;
  readonly site: Site;
  readonly spa: SpaDeployment;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { config } = props;
    const uiDomain = hostedUiDomain(config.authDomainPrefix, this.region);

    // Referenced by name: the operator creates it before the first deploy (README, "Deploy to AWS").
    const mercadoPagoSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'MercadoPagoSecret',
      config.mercadoPagoSecretName,
    );
    // The seller's e-CNPJ that seals released PDFs, also created by the operator (docs/seal.md).
    const sealSecret = secretsmanager.Secret.fromSecretNameV2(this, 'SealSecret', config.sealSecretName);

    // Known only to CloudFront (a custom header on its API origin) and the route Lambdas, which refuse a request
    // without it: the API's own domain answers the internet, and only CloudFront's requests passed the WAF.
    // Both read it as a dynamic reference CloudFormation resolves at deploy; the template never holds the value.
    const originVerify = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `${id}: the x-origin-verify value CloudFront sends to the API`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    suppress(
      originVerify,
      'AwsSolutions-SMG4',
      'Read at deploy time by CloudFront and the Lambdas (dynamic references), so a rotation must be a deploy: see docs/deploy.md.',
    );
    const originVerifySecret = originVerify.secretValue.unsafeUnwrap();

    // Order matters: the distribution needs only the API's host name, Cognito's callback URLs need the site's
    // origin, and the routes' authorizer needs Cognito's client; so API, site, Cognito, then the routes.
    this.api = new Api(this, 'Api', {
      customDomain:
        config.domain && config.apiCertificateArn
          ? { name: `api.${config.domain.name}`, certificateArn: config.apiCertificateArn }
          : undefined,
      logRetention: retention(config.logRetentionDays),
      throttleRate: config.throttleRate,
      throttleBurst: config.throttleBurst,
    });
    this.site = new Site(this, 'Site', {
      config,
      apiDomain: this.api.domain,
      webAclArn: props.webAclArn,
      hostedUiDomain: uiDomain,
      pdfBucketDomain: props.pdfBucket.bucketRegionalDomainName,
      originVerifySecret,
    });
    this.auth = new Auth(this, 'Auth', {
      config,
      siteOrigin: this.site.origin,
      logRetention: retention(config.logRetentionDays),
    });
    const mercadoPagoBase = publicApiBaseUrl(this.site.origin);
    const mail = new Mail(this, 'Mail', { domain: config.mailFromDomain });
    const resources: RouteResources = {
      tables: props.tables,
      pdfBucket: props.pdfBucket,
      mercadoPagoSecret,
      sealSecret,
      seller: config.seller,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      logRetention: retention(config.logRetentionDays),
      priceEnv: config.priceEnv,
      secretsRevision: config.secretsRevision,
      publicApiBaseUrl: mercadoPagoBase,
      originVerifySecret,
      siteOrigin: this.site.origin,
      mail: mail.resources,
    };
    this.api.addRouteTable(props.routes ?? routeTable, resources);
    this.jobs = new ScheduledJobs(this, 'Jobs', { jobs: props.jobs ?? jobTable, resources });

    // The browser's presigned downloads and photo uploads, from the site's origin only.
    new PdfBucketCors(this, 'PdfBucketCors', {
      bucket: props.pdfBucket,
      siteOrigin: this.site.origin,
      logRetention: retention(config.logRetentionDays),
    });

    this.spa = new SpaDeployment(this, 'Spa', {
      bucket: this.site.bucket,
      distribution: this.site.distribution,
      webDist: config.webDist,
      runtimeConfig: spaRuntimeConfig({
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        hostedUiDomain: uiDomain,
        callbackUrl: this.auth.callbackUrls[0]!,
        logoutUrl: this.auth.logoutUrls[0]!,
        mercadoPagoPublicKey: config.mercadoPagoPublicKey,
        seller: config.seller,
      }),
    });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      api: this.api,
      jobs: this.jobs,
      tables: props.tables,
      alarmEmail: config.alarmEmail,
      distributionId: this.site.distribution.distributionId,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.origin, description: 'Open this URL' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.site.distribution.distributionDomainName,
      description: 'Target of the DNS record (CNAME or alias) of the custom domain',
    });
    new CfnOutput(this, 'WebhookUrl', {
      value: `${mercadoPagoBase}${WEBHOOK_PATH}`,
      description:
        "Mercado Pago's notification URL (Webhooks): the one the payment Lambdas send with each payment",
    });
    new CfnOutput(this, 'GoogleRedirectUri', {
      value: `https://${uiDomain}/oauth2/idpresponse`,
      description: 'Authorized redirect URI of the Google OAuth client',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    if (this.api.customDomainTarget) {
      new CfnOutput(this, 'ApiDomainTarget', {
        value: this.api.customDomainTarget,
        description: `Target of the DNS record (CNAME) of api.${config.domain?.name}, CloudFront's way to the API`,
      });
    }
  }
}
