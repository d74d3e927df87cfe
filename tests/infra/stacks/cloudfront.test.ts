// The distribution: the SPA from its private bucket with the client-side route fallback, the API uncached behind
// /backend/api/* with the viewer's address handed over, and the security headers.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../../../lambdas/core/viewer-address';
import { loadProduct } from './snapshot';
import { cfnText, resourcesOf } from './template';

const dev = loadProduct('dev');

describe('CloudFront', () => {
  const distribution = () =>
    Object.values(resourcesOf(dev.statelessTemplate, 'AWS::CloudFront::Distribution'))[0]!.Properties!
      .DistributionConfig as Record<string, unknown> & {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
      Origins: Record<string, unknown>[];
    };
  /** A CloudFront function of the template, by its comment, runnable in node:vm (its code is plain ES5). */
  const cloudfrontFunction = <E, R>(comment: RegExp) => {
    const found = Object.entries(resourcesOf(dev.statelessTemplate, 'AWS::CloudFront::Function')).filter(
      ([, fn]) => comment.test(String((fn.Properties!.FunctionConfig as { Comment: string }).Comment)),
    );
    expect(found).toHaveLength(1);
    const [id, fn] = found[0]!;
    const handler = vm.runInNewContext(`${fn.Properties!.FunctionCode as string}; handler`) as (
      event: E,
    ) => R;
    return { id, handler };
  };

  it('serves the SPA from the private bucket over HTTPS with the fallback function', () => {
    // Prepare
    const config = distribution();

    // Assess
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    const s3Origin = config.Origins.find((origin) => origin.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    // Custom error pages would also rewrite the API's 403/404 into index.html; the function is used instead.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('forwards /backend/api/* to the HTTP API uncached, with every method, the Authorization header and the query', () => {
    // Prepare
    const config = distribution();
    const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/backend/api/*');
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);

    // Assess
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      // Managed policies: CachingDisabled, and AllViewerExceptHostHeader (forwards Authorization and the
      // query string when caching is disabled; API Gateway needs its own Host).
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      ViewerProtocolPolicy: 'https-only',
    });
    expect(origin).toMatchObject({ CustomOriginConfig: { OriginProtocolPolicy: 'https-only' } });
    expect(JSON.stringify(origin?.DomainName)).toContain('execute-api');
  });

  it('sends HSTS, nosniff, frame denial and a CSP that allows exactly what the SPA loads', () => {
    // Prepare
    const policy = Object.values(
      resourcesOf(dev.statelessTemplate, 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]!;
    const headers = (
      policy.Properties!.ResponseHeadersPolicyConfig as Record<string, Record<string, unknown>>
    ).SecurityHeadersConfig!;
    const deployed = dev.spa.runtimeConfig;

    // Act
    const csp = Object.fromEntries(
      cfnText((headers.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy)
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    );

    // Assess
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(headers.ContentTypeOptions).toMatchObject({ Override: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    // The PDF bucket's presigned URLs: `https://<bucket>.s3.<region>.amazonaws.com`, a value of the stateful stack.
    const pdfBucket = 'https://<import>';
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com', pdfBucket],
      'font-src': ["'self'", 'data:'],
      'connect-src': [
        "'self'",
        'https://documentos-prontos-dev.auth.sa-east-1.amazoncognito.com',
        'https://cognito-idp.sa-east-1.amazonaws.com',
        'https://api.mercadopago.com',
        'https://viacep.com.br',
        'https://brasilapi.com.br',
        pdfBucket,
      ],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'none'"],
      'object-src': ['blob:'],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': [],
    });
    // Every service the deployed config.json points the SPA at is allowed.
    for (const url of [
      deployed.mpApiBaseUrl,
      deployed.viaCepBaseUrl,
      deployed.brasilApiBaseUrl,
      `https://${deployed.cognito.domain}`,
    ]) {
      expect(csp['connect-src'], url).toContain(new URL(url).origin);
    }
  });

  it('answers the root with the prerendered index.html, client-side routes with app.html, files as asked', () => {
    // Prepare
    const { handler } = cloudfrontFunction<{ request: { uri: string } }, { uri: string }>(/app\.html/);
    const uri = (path: string) => handler({ request: { uri: path } }).uri;

    // Assess
    expect(uri('/')).toBe('/index.html');
    expect(uri('/curriculo')).toBe('/app.html');
    expect(uri('/contrato/locacao/')).toBe('/app.html');
    expect(uri('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uri('/config.json')).toBe('/config.json');
  });

  it("hands the API the viewer's IP in a header no client can set, forwarded by the origin request policy", () => {
    // Prepare
    type Request = { headers: Record<string, { value: string }> };
    const api = distribution().CacheBehaviors.find((behavior) => behavior.PathPattern === '/backend/api/*');
    const { id, handler } = cloudfrontFunction<{ viewer: { ip: string }; request: Request }, Request>(
      /viewer's IP/,
    );

    // Act: a client that sends the header itself
    const forwarded = handler({
      viewer: { ip: '2001:db8::7' },
      request: { headers: { [VIEWER_ADDRESS_HEADER]: { value: '10.0.0.1' }, accept: { value: '*/*' } } },
    });

    // Assess
    expect(api?.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [id, 'FunctionARN'] } },
    ]);
    expect(forwarded.headers).toEqual({
      [VIEWER_ADDRESS_HEADER]: { value: '2001:db8::7' },
      accept: { value: '*/*' },
    });
    // AllViewerExceptHostHeader: every viewer header, the function's included, but Host. It cannot add
    // CloudFront-Viewer-Address (an "all except" policy takes no CloudFront headers), hence the function.
    expect(api?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });
});
