// The front door: the WAF web ACL in us-east-1 with its rate limits, the custom domain's certificate, and the
// API reachable only through CloudFront where a domain allows it.
import { describe, expect, it } from 'vitest';
import { PROD_DOMAIN } from '../synth';
import { loadProduct } from './snapshot';
import { customResourceCall, resourcesOf } from './template';

const prod = loadProduct('prod');
const dev = loadProduct('dev');

describe('front door: WAF and the only way in', () => {
  type Rule = Record<string, unknown> & { Name: string; Statement: Record<string, unknown> };
  const webAcl = () => {
    const acls = Object.values(resourcesOf(prod.edgeTemplate, 'AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    return acls[0]!.Properties as { Scope: string; Rules: Rule[]; DefaultAction: unknown };
  };
  const rule = (name: string) => webAcl().Rules.find((r) => r.Name === name)!;

  it('puts a CloudFront web ACL in us-east-1 with the common, known-bad-inputs and IP reputation groups', () => {
    // Prepare
    const acl = webAcl();
    const groups = acl.Rules.map(
      (r) => (r.Statement.ManagedRuleGroupStatement as { Name: string } | undefined)?.Name,
    ).filter(Boolean);

    // Assess
    expect(prod.stacks.edge.region).toBe('us-east-1');
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(groups.sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('limits every IP, tighter on the heavy routes and on anonymous creates, answering 429', () => {
    // Prepare
    const rate = (name: string) =>
      rule(name).Statement.RateBasedStatement as {
        Limit: number;
        AggregateKeyType: string;
        ScopeDownStatement?: unknown;
      };
    const heavy = JSON.stringify(rate('RateHeavyRoutes').ScopeDownStatement);
    const anonymous = JSON.stringify(rate('RateAnonymousCreates').ScopeDownStatement);

    // Assess
    expect(rate('RatePerIp')).toMatchObject({ Limit: 2000, AggregateKeyType: 'IP' });
    expect(rate('RatePerIp').ScopeDownStatement).toBeUndefined();
    expect(rate('RateHeavyRoutes')).toMatchObject({ Limit: 100, AggregateKeyType: 'IP' });
    expect(rate('RateAnonymousCreates')).toMatchObject({ Limit: 30, AggregateKeyType: 'IP' });
    for (const path of [
      'mp-pay',
      'declaracao-pdf',
      'curriculo-pdf',
      'curriculo-preview',
      'infra-probe-pdf',
    ]) {
      expect(heavy, path).toContain(`"/backend/api/${path}"`);
    }
    expect(heavy).not.toContain('mp-webhook');
    expect(heavy).not.toContain('declaracao-save');
    // Anonymous: a POST to an optional-auth route without a bearer token (the webhook is Mercado Pago's).
    expect(anonymous).toContain('"/backend/api/mp-pay"');
    expect(anonymous).not.toContain('mp-webhook');
    expect(anonymous).toContain('"NotStatement"');
    expect(anonymous).toContain('"authorization"');
    for (const name of ['RatePerIp', 'RateHeavyRoutes', 'RateAnonymousCreates']) {
      expect(rule(name).Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    }
  });

  it('matches route paths decoded and normalised, so an encoded path cannot slip past a limit', () => {
    // Prepare
    const heavy = JSON.stringify(rule('RateHeavyRoutes').Statement);

    // Assess
    expect(heavy).toContain('"Type":"URL_DECODE"');
    expect(heavy).toContain('"Type":"NORMALIZE_PATH"');
    expect(heavy).not.toContain('"Type":"NONE"');
  });

  it('logs every request to CloudWatch for six months, with the token, cookies and query redacted', () => {
    // Prepare
    const configs = Object.values(resourcesOf(prod.edgeTemplate, 'AWS::WAFv2::LoggingConfiguration'));
    const groups = Object.values(resourcesOf(prod.edgeTemplate, 'AWS::Logs::LogGroup'));

    // Assess
    expect(configs).toHaveLength(1);
    const logging = configs[0]!.Properties as { RedactedFields: unknown; LogDestinationConfigs: unknown[] };
    expect(logging.RedactedFields).toEqual([
      { SingleHeader: { Name: 'authorization' } },
      { SingleHeader: { Name: 'cookie' } },
      { QueryString: {} },
    ]);
    expect(JSON.stringify(logging.LogDestinationConfigs)).toContain(
      'log-group:aws-waf-logs-documentos-prontos-',
    );
    expect(groups.map((group) => group.Properties)).toContainEqual(
      expect.objectContaining({
        LogGroupName: expect.stringMatching(/^aws-waf-logs-/),
        RetentionInDays: 180,
      }),
    );
  });

  it('logs CloudFront access for a year without query strings, referrers or cookies (issue 40 item 7)', () => {
    // Prepare
    const distribution = Object.values(
      resourcesOf(prod.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!.Properties!.DistributionConfig as { Logging?: unknown };
    const sources = Object.values(resourcesOf(prod.edgeAlarmsTemplate, 'AWS::Logs::DeliverySource'));
    const deliveries = Object.values(resourcesOf(prod.edgeAlarmsTemplate, 'AWS::Logs::Delivery'));
    const groups = Object.values(resourcesOf(prod.edgeAlarmsTemplate, 'AWS::Logs::LogGroup'));

    // Assess: the legacy log (which keeps the query) is off; the v2 delivery chooses its fields
    expect(distribution.Logging).toBeUndefined();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.Properties).toMatchObject({ LogType: 'ACCESS_LOGS' });
    expect(JSON.stringify(sources[0]!.Properties)).toContain(':distribution/');
    expect(deliveries).toHaveLength(1);
    const fields = (deliveries[0]!.Properties as { RecordFields: string[] }).RecordFields;
    expect(fields).toEqual(expect.arrayContaining(['date', 'time', 'cs-uri-stem', 'sc-status', 'c-ip']));
    for (const kept of ['cs-uri-query', 'cs(Referer)', 'cs(Cookie)']) expect(fields).not.toContain(kept);
    expect(groups.map((group) => group.Properties)).toContainEqual(
      expect.objectContaining({
        LogGroupName: expect.stringMatching(/^\/aws\/vendedlogs\/cloudfront\//),
        RetentionInDays: 365,
      }),
    );
  });

  it('attaches the web ACL to the distribution', () => {
    // Prepare
    const distribution = Object.values(
      resourcesOf(prod.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;

    // Assess
    expect((distribution.Properties!.DistributionConfig as { WebACLId?: unknown }).WebACLId).toBeDefined();
  });

  it("disables the API's execute-api endpoint: CloudFront reaches it at api.<domain> only", () => {
    // Prepare
    const api = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::ApiGatewayV2::Api'))[0]!;
    const distribution = Object.values(
      resourcesOf(prod.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;
    const origins = (distribution.Properties!.DistributionConfig as { Origins: { DomainName: unknown }[] })
      .Origins;
    const outputs = Object.keys(prod.statelessTemplate.toJSON().Outputs ?? {});

    // Assess
    expect(api.Properties?.DisableExecuteApiEndpoint).toBe(true);
    prod.statelessTemplate.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: `api.${PROD_DOMAIN}`,
    });
    prod.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
    expect(origins.map((origin) => origin.DomainName)).toContain(`api.${PROD_DOMAIN}`);
    expect(outputs).not.toContain('ApiEndpoint');
    expect(outputs).toContain('ApiDomainTarget');
  });
});

describe('with a custom domain', () => {
  it('with a custom domain: TLS 1.2 certificate, the domain as alias and as Cognito callback', () => {
    // Prepare
    const distribution = Object.values(
      resourcesOf(prod.statelessTemplate, 'AWS::CloudFront::Distribution'),
    )[0]!;
    const client = Object.values(resourcesOf(prod.statelessTemplate, 'AWS::Cognito::UserPoolClient'))[0]!;

    // Assess
    expect(distribution.Properties!.DistributionConfig).toMatchObject({
      Aliases: [PROD_DOMAIN],
      ViewerCertificate: { MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    expect(client.Properties).toMatchObject({
      CallbackURLs: [`https://${PROD_DOMAIN}/`],
      LogoutURLs: [`https://${PROD_DOMAIN}/`],
    });
    expect(prod.nagFindings).toEqual([]);
    // The PDF bucket answers browsers of the custom domain only.
    const cors = Object.values(resourcesOf(prod.statelessTemplate, 'Custom::PdfBucketCors'))[0]!;
    expect(customResourceCall(cors, 'Create').parameters).toMatchObject({
      CORSConfiguration: { CORSRules: [{ AllowedOrigins: [`https://${PROD_DOMAIN}`] }] },
    });
  });
});

describe('dev without a domain', () => {
  it("keeps the execute-api host as CloudFront's origin (no API domain to use instead), still behind the WAF", () => {
    // Prepare
    const api = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::ApiGatewayV2::Api'))[0]!;

    // Assess
    expect(api.Properties?.DisableExecuteApiEndpoint).toBe(false);
    dev.statelessTemplate.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    dev.edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
  });
});
