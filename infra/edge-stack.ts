// The front door's filter, in us-east-1 (where CloudFront's web ACLs must live): AWS WAF with AWS's managed rule
// groups and per-IP rate limits, the tightest on the routes that cost the most (PDF renders, previews, payment
// creation) and on creates by someone not signed in. Generated from the route table, so a new route is covered;
// which routes those are, and the default limits, are `lambdas/edge-limits.ts`, which the local runtime applies too.
import { ArnFormat, aws_logs as logs, Stack, type StackProps, aws_wafv2 as wafv2 } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EDGE_WINDOW_SECONDS, isAnonymousCreateRoute, isHeavyRoute } from '../lambdas/edge-limits';
import { API_PREFIX, type RouteDef } from '../lambdas/routes';
import type { InfraConfig } from './config';

/** WAF counts requests per IP over this window (seconds); the local runtime's limiter uses the same. */
export const RATE_WINDOW_SECONDS = EDGE_WINDOW_SECONDS;

/** Routes whose request costs the most: the PDF and preview renders, and creating a payment at Mercado Pago. */
export function heavyRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.filter(isHeavyRoute);
}

/** Routes that create something without a sign-in: POSTs open to anonymous callers (not Mercado Pago's). */
export function anonymousCreateRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.filter(isAnonymousCreateRoute);
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The request's path is the route's, once decoded and normalised as the API decodes it: without that,
 * `/backend/api/mp%2Dpay` or `/backend/api//mp-pay` would reach the route and miss its rule.
 */
function pathIs(path: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: `${API_PREFIX}${path}`,
      textTransformations: [
        { priority: 0, type: 'URL_DECODE' },
        { priority: 1, type: 'NORMALIZE_PATH' },
      ],
    },
  };
}

/** How long the WAF's request log is kept: six months, as the Marco Civil asks of access records (art. 15). */
export const WAF_LOG_RETENTION = logs.RetentionDays.SIX_MONTHS;

function anyOf(statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

const uniquePaths = (routes: readonly RouteDef[]) => [...new Set(routes.map((route) => route.path))];

function managedGroup(
  name: string,
  priority: number,
  ruleActionOverrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[],
): wafv2.CfnWebACL.RuleProperty {
  return {
    name: `AWS-${name}`,
    priority,
    overrideAction: { none: {} },
    statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides } },
    visibilityConfig: visibility(name),
  };
}

function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        limit,
        scopeDownStatement,
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** The rules of the site's web ACL, first match wins. */
export function webAclRules(
  config: InfraConfig,
  routes: readonly RouteDef[],
): wafv2.CfnWebACL.RuleProperty[] {
  const anonymousPaths = uniquePaths(anonymousCreateRoutes(routes));
  const rules = [
    managedGroup('AWSManagedRulesAmazonIpReputationList', 0),
    // Resume saves and previews carry up to 256 KB of JSON (their handlers cap it): the group's 8 KB body limit
    // only counts, the handlers' own limits answer 413.
    managedGroup('AWSManagedRulesCommonRuleSet', 1, [
      { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
    ]),
    managedGroup('AWSManagedRulesKnownBadInputsRuleSet', 2),
    rateRule(
      'RateHeavyRoutes',
      3,
      config.wafHeavyRateLimit,
      anyOf(uniquePaths(heavyRoutes(routes)).map(pathIs)),
    ),
  ];
  if (anonymousPaths.length > 0) {
    rules.push(
      rateRule('RateAnonymousCreates', 4, config.wafAnonymousCreateRateLimit, {
        andStatement: {
          statements: [
            anyOf(anonymousPaths.map(pathIs)),
            {
              notStatement: {
                statement: {
                  byteMatchStatement: {
                    fieldToMatch: { singleHeader: { Name: 'authorization' } },
                    positionalConstraint: 'STARTS_WITH',
                    searchString: 'bearer ',
                    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                  },
                },
              },
            },
          ],
        },
      }),
    );
  }
  rules.push(rateRule('RatePerIp', 5, config.wafRateLimit));
  return rules;
}

export interface EdgeStackProps extends StackProps {
  config: InfraConfig;
  routes: readonly RouteDef[];
}

export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `documentos-prontos-${props.config.stage}`,
      description: 'Managed rule groups and per-IP rate limits in front of the site and its API',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('documentos-prontos-web-acl'),
      rules: webAclRules(props.config, props.routes),
    });
    // Every request the ACL saw, in CloudWatch Logs (the group's name must start with `aws-waf-logs-`), with the
    // bearer token, cookies and query string redacted: what a blocked or limited request was, never a session to
    // replay nor a document reference.
    const logGroupName = `aws-waf-logs-documentos-prontos-${props.config.stage}`;
    new logs.LogGroup(this, 'WebAclLog', { logGroupName, retention: WAF_LOG_RETENTION });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      // The query string carries references, codes and payment ids (issue 40 item 7).
      redactedFields: [
        { singleHeader: { Name: 'authorization' } },
        { singleHeader: { Name: 'cookie' } },
        { queryString: {} },
      ],
    });
    logging.node.addDependency(this.node.findChild('WebAclLog'));
  }
}
