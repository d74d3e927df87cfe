// The stateful stack and the buckets: one table per shared definition, protected and recoverable; the PDF
// bucket's lifecycle, versions and CORS; every bucket private and TLS-only.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../lambdas/tables';
import { loadProduct } from './snapshot';
import { customResourceCall, resourcesOf, statementsOf } from './template';

const dev = loadProduct('dev');

describe('stateful stack', () => {
  it('has one table per shared definition with its keys and list indexes', () => {
    // Prepare
    const found = Object.values(resourcesOf(dev.statefulTemplate, 'AWS::DynamoDB::Table'));

    // Assess
    expect(found).toHaveLength(Object.keys(tables).length);
    for (const def of Object.values(tables)) {
      dev.statefulTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
          ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        BillingMode: 'PAY_PER_REQUEST',
        GlobalSecondaryIndexes:
          def.indexes.length === 0
            ? Match.absent()
            : def.indexes.map((index) => ({
                IndexName: index.name,
                KeySchema: [
                  { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
                  ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
                ],
                Projection: index.include
                  ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] }
                  : { ProjectionType: 'ALL' },
              })),
        TimeToLiveSpecification: def.ttlAttribute
          ? { AttributeName: def.ttlAttribute, Enabled: true }
          : Match.absent(),
      });
    }
  });

  it('protects every table: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    // Assess
    for (const table of Object.values(resourcesOf(dev.statefulTemplate, 'AWS::DynamoDB::Table'))) {
      expect(table.Properties).toMatchObject({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true },
      });
      expect(table.DeletionPolicy).toBe('Retain');
    }
  });

  it('expires generated PDFs, and nothing else, after the configured days and keeps the bucket on stack deletion', () => {
    // Prepare
    const buckets = Object.entries(resourcesOf(dev.statefulTemplate, 'AWS::S3::Bucket')).filter(([id]) =>
      id.startsWith('PdfBucket'),
    );

    // Assess
    expect(buckets).toHaveLength(1);
    const [, bucket] = buckets[0]!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({ Prefix: 'pdf/', ExpirationInDays: 30, Status: 'Enabled' }),
        ]),
      },
      LoggingConfiguration: expect.objectContaining({ LogFilePrefix: 'pdf-bucket/' }),
    });
    // Kept resume photos (uploads/{uid}/) live as long as their resume: only generated PDFs and photo uploads
    // no save ever claimed expire.
    const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined);
    expect(expiring.map((r) => r.Prefix).sort()).toEqual(['pdf/', 'uploads/pending/']);
    expect(expiring.find((r) => r.Prefix === 'uploads/pending/')).toMatchObject({ ExpirationInDays: 2 });
  });
});

describe('recovery', () => {
  it('versions the PDF bucket and expires its noncurrent versions and stale delete markers', () => {
    // Prepare
    const [, bucket] = Object.entries(resourcesOf(dev.statefulTemplate, 'AWS::S3::Bucket')).find(([id]) =>
      id.startsWith('PdfBucket'),
    )!;

    // Assess
    expect(bucket.Properties?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties!.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        ExpiredObjectDeleteMarker: true,
        Status: 'Enabled',
      }),
    );
  });
});

describe('buckets', () => {
  it('keeps every bucket private, encrypted and reachable over TLS only', () => {
    // Prepare
    const templates = [dev.statefulTemplate, dev.statelessTemplate];

    for (const template of templates) {
      const buckets = resourcesOf(template, 'AWS::S3::Bucket');
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
      for (const [id, bucket] of Object.entries(buckets)) {
        // Assess
        expect(bucket.Properties?.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties?.BucketEncryption, id).toBeDefined();
        const policy = policies.find(
          (p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: id }),
        );
        const statements = policy ? statementsOf(policy) : [];
        expect(statements, id).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });

  it("lets the site's own origin, and no other, GET and PUT the PDF bucket's presigned URLs", () => {
    // Prepare
    const [pdfBucket] = Object.entries(resourcesOf(dev.statefulTemplate, 'AWS::S3::Bucket')).filter(([id]) =>
      id.startsWith('PdfBucket'),
    );
    const rules = Object.values(resourcesOf(dev.statelessTemplate, 'Custom::PdfBucketCors'));
    const distribution = Object.keys(resourcesOf(dev.statelessTemplate, 'AWS::CloudFront::Distribution'))[0];
    const policy = Object.entries(resourcesOf(dev.statelessTemplate, 'AWS::IAM::Policy')).find(([id]) =>
      id.startsWith('PdfBucketCors'),
    );

    // Act
    const create = customResourceCall(rules[0]!, 'Create');
    const update = customResourceCall(rules[0]!, 'Update');
    const remove = customResourceCall(rules[0]!, 'Delete');

    // Assess
    // The stateful template holds none: it would overwrite the rule set from here on each deploy.
    expect(pdfBucket?.[1].Properties?.CorsConfiguration).toBeUndefined();
    expect(rules).toHaveLength(1);
    expect(create).toEqual(update);
    expect(create).toMatchObject({
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: '<import>',
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [`https://<${distribution}.DomainName>`],
              AllowedMethods: ['GET', 'PUT'],
              AllowedHeaders: ['Content-Type'],
              MaxAgeSeconds: 3600,
            },
          ],
        },
      },
    });
    expect(remove).toMatchObject({ action: 'DeleteBucketCors', parameters: { Bucket: '<import>' } });
    expect(statementsOf(policy![1])).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: 's3:PutBucketCORS', Resource: expect.any(Object) }),
    ]);
    expect(JSON.stringify(statementsOf(policy![1])[0]!.Resource)).toMatch(/PdfBucket.*Arn/);
  });

  it('lets only this distribution read the site bucket (origin access control)', () => {
    // Prepare
    const policies = Object.values(resourcesOf(dev.statelessTemplate, 'AWS::S3::BucketPolicy'));
    const statements = policies.flatMap(statementsOf);

    // Assess
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    const cloudfrontRead = allows.find(
      (statement) =>
        JSON.stringify(statement.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
    );
    expect(cloudfrontRead).toMatchObject({ Action: 's3:GetObject' });
    expect(JSON.stringify(cloudfrontRead?.Condition)).toContain('AWS:SourceArn');
    for (const statement of allows) expect(JSON.stringify(statement.Principal)).not.toContain('"*"');
  });
});
