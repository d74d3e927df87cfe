// The HTTP API, generated from the route table: one Lambda and one route per entry, the Cognito JWT authorizer on
// exactly the `user` and `admin` routes, per-route throttling and a JSON access log without query strings.
import crypto from 'node:crypto';
import {
  aws_certificatemanager as acm,
  aws_apigateway as apigw,
  aws_apigatewayv2 as apigwv2,
  aws_apigatewayv2_authorizers as authorizers,
  aws_apigatewayv2_integrations as integrations,
  aws_logs as logs,
  NestedStack,
  RemovalPolicy,
  Stack,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { isAnonymousCreateRoute } from '../lambdas/edge-limits';
import { API_PREFIX, type RouteDef } from '../lambdas/routes';
import { isWebhook } from './mercado-pago';
import { suppress } from './nag';
import { DEFAULT_MEMORY_MB, RouteFunction, type RouteResources, routeId } from './route-function';

export { isWebhook, WEBHOOK_PATH } from './mercado-pago';

/** Routes the gateway itself guards with the JWT authorizer; the others verify an optional token in the handler. */
export function needsAuthorizer(route: Pick<RouteDef, 'access'>): boolean {
  return route.access === 'user' || route.access === 'admin';
}

/**
 * How many nested stacks the route functions are spread over. A stack holds at most 500 resources, and each
 * route brings six or more (function, role, its policy, log group, invoke permission, alarms): one stack ran
 * out at 51 routes. Four nested stacks hold about 300 routes.
 */
export const ROUTE_STACKS = 4;

/**
 * The nested stack of a route's function, from a hash of its method and path: stable when other routes are
 * added or removed (a function that changed stacks would be replaced), and spread evenly.
 */
export function routeStackIndex(route: Pick<RouteDef, 'method' | 'path'>): number {
  return crypto.createHash('sha256').update(routeId(route)).digest().readUInt32BE(0) % ROUTE_STACKS;
}

/** The HTTP API's route key for a table entry; CloudFront forwards `/backend/api/*` unchanged. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${API_PREFIX}${route.path}`;
}

export interface ApiProps {
  /**
   * The API's own domain (`api.<site domain>`, with a regional certificate): the default execute-api endpoint is
   * then disabled, so CloudFront (and its WAF) is the only way in. Without it (dev without a domain) the
   * execute-api host stays CloudFront's origin.
   */
  customDomain?: { name: string; certificateArn: string };
  logRetention: logs.RetentionDays;
  throttleRate: number;
  throttleBurst: number;
}

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly functions = new Map<RouteDef, RouteFunction>();
  /** Host name of the API, the origin of CloudFront's `/backend/api/*` behaviour. */
  readonly domain: string;
  /** With a custom domain: the host name its DNS record (`api.<domain>`) must point to. */
  readonly customDomainTarget?: string;
  private readonly props: ApiProps;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.props = props;

    // No CORS: the SPA calls its own origin, CloudFront forwards `/backend/api/*` here.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'documentos-prontos API (one Lambda per route of lambdas/routes.ts)',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.customDomain !== undefined,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRate, burstLimit: props.throttleBurst },
      // Per-route metrics cost per route; only the webhook's are needed (its alarms), enabled in its route settings.
      detailedMetricsEnabled: false,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        // Route keys and paths only: query strings could carry references or tokens and never reach the logs.
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            // Who: the signed-in person's id (empty on public routes); the viewer's address is on the
            // Lambda's request line (CloudFront-Viewer-Address), since sourceIp here is CloudFront's.
            sub: '$context.authorizer.claims.sub',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });

    if (props.customDomain) {
      const domainName = new apigwv2.DomainName(this, 'DomainName', {
        domainName: props.customDomain.name,
        certificate: acm.Certificate.fromCertificateArn(
          this,
          'Certificate',
          props.customDomain.certificateArn,
        ),
      });
      new apigwv2.ApiMapping(this, 'Mapping', { api: this.httpApi, domainName, stage: this.stage });
      this.domain = props.customDomain.name;
      this.customDomainTarget = domainName.regionalDomainName;
    } else {
      const stack = Stack.of(this);
      this.domain = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    }
  }

  /** One Lambda and one route per entry; call once, after Cognito exists (the authorizer needs its client). */
  addRouteTable(routes: readonly RouteDef[], resources: RouteResources): void {
    const authorizer = new authorizers.HttpUserPoolAuthorizer('CognitoJwt', resources.userPool, {
      userPoolClients: [resources.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });

    // The functions (with their roles, log groups, permissions and alarms) live in nested stacks; the API's
    // routes and integrations stay here, beside the API.
    const stacks = new Map<number, NestedStack>();
    const stackFor = (route: RouteDef) => {
      const index = routeStackIndex(route);
      let stack = stacks.get(index);
      if (!stack) {
        stack = new NestedStack(this, `Routes${index}`, {
          description: `documentos-prontos route functions, group ${index} of ${ROUTE_STACKS}`,
        });
        stacks.set(index, stack);
      }
      return stack;
    };
    const routeSettings: Record<string, ReturnType<typeof routeSettingsFor>> = {};
    for (const route of routes) {
      const id = routeId(route);
      const fn = new RouteFunction(stackFor(route), id, { route, resources });
      this.functions.set(route, fn);
      const [httpRoute] = this.httpApi.addRoutes({
        path: `${API_PREFIX}${route.path}`,
        methods: [route.method as apigwv2.HttpMethod],
        integration: new integrations.HttpLambdaIntegration(`${id}Integration`, fn.fn),
        authorizer: needsAuthorizer(route) ? authorizer : new apigwv2.HttpNoneAuthorizer(),
      });
      if (!needsAuthorizer(route) && httpRoute) {
        suppress(
          httpRoute,
          'AwsSolutions-APIG4',
          `${route.access} route by design: its handler verifies an optional token, or (webhook) the x-signature HMAC.`,
        );
      }
      routeSettings[routeKey(route)] = routeSettingsFor(route, this.props);
    }
    // Per-route limits (`routeSettingsFor`): heavy and anonymous-create routes cannot starve the rest.
    (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings;
  }
}

/**
 * Heavy PDF routes get a quarter of the default, and routes where visitors create without a sign-in half of it:
 * per route, whoever calls (the WAF's rules limit each client address, `edge-stack.ts`), so a flood of anonymous
 * creates is capped before it reaches the Lambdas and DynamoDB.
 */
function routeSettingsFor(route: RouteDef, props: ApiProps) {
  const heavy = (route.memoryMb ?? DEFAULT_MEMORY_MB) > DEFAULT_MEMORY_MB;
  const share = heavy ? 4 : isAnonymousCreateRoute(route) ? 2 : 1;
  return {
    ThrottlingRateLimit: Math.max(1, Math.floor(props.throttleRate / share)),
    ThrottlingBurstLimit: Math.max(1, Math.floor(props.throttleBurst / share)),
    DetailedMetricsEnabled: isWebhook(route),
  };
}
