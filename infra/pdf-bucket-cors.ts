// CORS of the private PDF bucket: the SPA downloads PDFs (GET) and uploads resume photos (PUT) through presigned
// URLs straight to S3, from the site's origin only. That origin is CloudFront's domain unless a custom domain is
// set, so it exists only in the stateless stack, while the bucket belongs to the stateful stack that the stateless
// one reads: a CORS rule in the bucket's own template would make each stack depend on the other. The stateless
// stack therefore sets the rule with one S3 call (PutBucketCors) once the distribution exists, on every change of
// the origin, and removes it when the stack goes; the stateful template holds no CORS rule to overwrite it.
import {
  custom_resources as cr,
  aws_iam as iam,
  aws_logs as logs,
  RemovalPolicy,
  Stack,
  type aws_s3 as s3,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { suppress } from './nag';

/** How long a browser may reuse a preflight answer: photo uploads are a few per session. */
export const PDF_BUCKET_CORS_MAX_AGE_SECONDS = 3600;

/** The rule, in the shape of S3's PutBucketCors. */
export function pdfBucketCorsRules(siteOrigin: string) {
  return [
    {
      ID: 'SitePresignedTransfers',
      AllowedOrigins: [siteOrigin],
      // GET: `downloadFromUrl` fetches a PDF to save it under its name. PUT: the resume photo upload.
      AllowedMethods: ['GET', 'PUT'],
      // The only header the page sends itself (Content-Length is the browser's); it is signed into the PUT URL.
      AllowedHeaders: ['Content-Type'],
      MaxAgeSeconds: PDF_BUCKET_CORS_MAX_AGE_SECONDS,
    },
  ];
}

export interface PdfBucketCorsProps {
  bucket: s3.IBucket;
  /** `https://host` of the site. */
  siteOrigin: string;
  logRetention: logs.RetentionDays;
}

export class PdfBucketCors extends Construct {
  readonly resource: cr.AwsCustomResource;

  constructor(scope: Construct, id: string, props: PdfBucketCorsProps) {
    super(scope, id);
    const { bucket } = props;
    const put: cr.AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: bucket.bucketName,
        CORSConfiguration: { CORSRules: pdfBucketCorsRules(props.siteOrigin) },
      },
      physicalResourceId: cr.PhysicalResourceId.of(`${bucket.bucketName}-cors`),
    };

    this.resource = new cr.AwsCustomResource(this, 'Rule', {
      resourceType: 'Custom::PdfBucketCors',
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'S3', action: 'DeleteBucketCors', parameters: { Bucket: bucket.bucketName } },
      // S3 guards both calls with the one s3:PutBucketCORS permission, on this bucket only.
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new logs.LogGroup(this, 'Logs', {
        retention: props.logRetention,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });

    // The function behind every AwsCustomResource of a stack is a singleton CDK adds at the stack's root.
    const provider = Stack.of(this).node.tryFindChild(
      `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    if (provider) {
      suppress(
        provider,
        'AwsSolutions-IAM4',
        'CDK AwsCustomResource provider: AWSLambdaBasicExecutionRole for its own logs; its only S3 right is s3:PutBucketCORS on the PDF bucket.',
      );
    }
  }
}
