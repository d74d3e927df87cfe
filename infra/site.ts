// The public front door: a private S3 bucket with the SPA behind CloudFront (origin access control), the
// `/backend/api/*` behaviour that forwards to the HTTP API uncached, client-side route fallback and security headers.
import {
  aws_certificatemanager as acm,
  aws_cloudfront as cloudfront,
  Duration,
  aws_cloudfront_origins as origins,
  RemovalPolicy,
  Stack,
  aws_s3 as s3,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../lambdas/core/origin-verify';
import { VIEWER_ADDRESS_HEADER } from '../lambdas/core/viewer-address';
import { API_PREFIX } from '../lambdas/routes';
import type { InfraConfig } from './config';
import { suppress } from './nag';

/** Browser-side services the SPA really calls, per `shared/runtime-config.ts` defaults. */
export const MERCADO_PAGO_API = 'https://api.mercadopago.com';
export const VIACEP = 'https://viacep.com.br';
export const BRASILAPI = 'https://brasilapi.com.br';

export interface SiteProps {
  config: InfraConfig;
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomain: string;
  /** Host name of the Cognito hosted UI, for the token exchange the SPA does with fetch. */
  hostedUiDomain: string;
  /** Regional host name of the PDF bucket, for presigned downloads and uploads. */
  pdfBucketDomain: string;
  /** The WAF web ACL (us-east-1) of the distribution. */
  webAclArn?: string;
  /** The origin-verify secret (a dynamic reference), sent to the API in ORIGIN_VERIFY_HEADER. */
  originVerifySecret: string;
}

/**
 * The Content-Security-Policy of the site: its own origin plus exactly what the SPA loads (`web/src`): Cognito's
 * token endpoints, Mercado Pago's card-token API, the two CEP services, and the PDF bucket's presigned URLs (PDF
 * downloads and photo uploads with fetch, the saved photo as an image).
 */
export function contentSecurityPolicy(
  props: Omit<SiteProps, 'config' | 'apiDomain' | 'webAclArn' | 'originVerifySecret'> & { region: string },
) {
  const pdfBucket = `https://${props.pdfBucketDomain}`;
  const connect = [
    "'self'",
    `https://${props.hostedUiDomain}`,
    `https://cognito-idp.${props.region}.amazonaws.com`,
    MERCADO_PAGO_API,
    VIACEP,
    BRASILAPI,
    pdfBucket,
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets inline style attributes (layout colours of the resume templates).
    "style-src 'self' 'unsafe-inline'",
    // data: the PIX QR code; blob: the photo picked, shown before its upload; the PDF bucket: the saved photo's
    // presigned link; Google profile photos from the sign-in.
    `img-src 'self' data: blob: https://*.googleusercontent.com ${pdfBucket}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // pdf.js draws the resume preview in a worker (a Vite asset; blob: where pdf.js wraps one).
    "worker-src 'self' blob:",
    // No frames: previews are drawn by pdf.js, PDFs are saved or opened in a tab.
    "frame-src 'none'",
    // "Abrir a prévia em PDF" opens a blob: PDF in a new tab; that document inherits this policy, and the
    // browser's PDF viewer loads it as plugin data, which object-src governs.
    'object-src blob:',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * Viewer-request function of the SPA behaviour: `/` is index.html (the home page prerendered at build); any other
 * path without a file extension is a client route, answered with app.html (the same document, its root empty).
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (request.uri === '/') {
    request.uri = '/index.html';
  } else if (last.indexOf('.') === -1) {
    request.uri = '/app.html';
  }
  return request;
}`;

/**
 * Hands the viewer's IP to the API in VIEWER_ADDRESS_HEADER. The origin request policy cannot forward
 * `CloudFront-Viewer-Address`: AllViewerExceptHostHeader is an "all viewer headers except" policy, which takes no
 * CloudFront headers; a policy that adds them forwards the viewer's Host too (API Gateway then answers 403), and a
 * list of named headers may not hold Authorization. The function overwrites any value a client sent, so behind
 * CloudFront the header is always CloudFront's `viewer.ip`.
 */
const VIEWER_ADDRESS = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://host` of the site, custom domain or CloudFront's. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const { config } = props;
    const region = Stack.of(this).region;

    // The site bucket's access logs (S3 delivers them under a bucket policy; no ACLs needed).
    const logs = new s3.Bucket(this, 'Logs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      // CloudFormation cannot delete a non-empty bucket; it is left behind on destroy (see the README, "Deploy to AWS").
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, nosniff, frame denial, CSP',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: false,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ ...props, region }),
          override: true,
        },
      },
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'The root is index.html (prerendered home); client-side routes fall back to app.html',
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment: "The viewer's IP to the API, for its request log",
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `documentos-prontos ${config.stage}`,
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      domainNames: config.domain ? [config.domain.name] : undefined,
      certificate: config.domain
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.domain.certificateArn)
        : undefined,
      // Settable only with a custom certificate; the default *.cloudfront.net one has a fixed policy.
      minimumProtocolVersion: config.domain ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // South America's edge locations exist only in the "all" price class; the users are in Brazil.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      // Access logs: standard logging v2 from the edge-alarms stack (us-east-1), without query strings.
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // Uncached, every method; with caching disabled this origin request policy forwards the Authorization
        // header and the query string, and leaves out Host so API Gateway sees its own host name. The viewer's
        // address goes in a header the function sets (VIEWER_ADDRESS_HEADER). The origin's custom header carries
        // the origin-verify secret (overwriting one a viewer sent), so the API refuses what did not pass here.
        [`${API_PREFIX}/*`]: {
          origin: new origins.HttpOrigin(props.apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
          functionAssociations: [
            { function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    });
    this.origin = `https://${config.domain ? config.domain.name : this.distribution.distributionDomainName}`;

    suppress(
      this.distribution,
      'AwsSolutions-CFR3',
      'Access logs are delivered by CloudFront standard logging (v2) from the edge-alarms stack in us-east-1, where its delivery source must live, with the query string, referrer and cookies left out.',
    );
    suppress(
      this.distribution,
      'AwsSolutions-CFR1',
      'The product serves the public in Brazil and Brazilians abroad; no country is excluded.',
    );
    if (!config.domain) {
      suppress(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be raised; set domainName and certificateArn for TLSv1.2_2021.',
      );
    }
  }
}
