// The long-lived half of the product: DynamoDB tables (from the shared table definitions) and the private PDF
// bucket. Replacing the stateless stack never touches these; they are retained even when the stack is deleted.
import {
  Duration,
  aws_dynamodb as dynamodb,
  RemovalPolicy,
  Stack,
  type StackProps,
  aws_s3 as s3,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { TableName } from '../lambdas/routes';
import { type TableDef, tables as tableDefs } from '../lambdas/tables';
import type { InfraConfig } from './config';

/** Generated PDFs live under this key prefix; the lifecycle rule expires only these, never uploads. */
export const PDF_KEY_PREFIX = 'pdf/';

/**
 * Resume photos: the browser uploads to `uploads/pending/{uid}/…`; a save that names the upload moves it to
 * `uploads/{uid}/…`, kept as long as the resume (the application deletes it when the resume is deleted or the
 * photo replaced). Uploads no save ever claimed stay under the pending prefix, which expires.
 */
export const UPLOAD_KEY_PREFIX = 'uploads/';
export const PENDING_UPLOAD_PREFIX = 'uploads/pending/';
/**
 * The PDF bucket is versioned, so an object overwritten or deleted by mistake (or by a compromised function) can
 * be restored for this many days; then its old versions expire, keeping the bucket's size bounded.
 */
export const NONCURRENT_VERSION_DAYS = 30;
/** Matches `PENDING_UPLOAD_DAYS` of `lambdas/use-cases/curriculo-photos.ts`. */
const PENDING_UPLOAD_DAYS = 2;

export interface StatefulStackProps extends StackProps {
  config: InfraConfig;
}

const attributeType = (type: 'S' | 'N') =>
  type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER;

export class StatefulStack extends Stack {
  readonly tables: Record<TableName, dynamodb.Table>;
  readonly pdfBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.tables = Object.fromEntries(
      Object.entries(tableDefs).map(([name, def]) => [name, this.table(name, def)]),
    ) as Record<TableName, dynamodb.Table>;

    const accessLogs = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.pdfBucket = new s3.Bucket(this, 'PdfBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'pdf-bucket/',
      versioned: true,
      lifecycleRules: [
        {
          id: 'ExpireOldVersions',
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          // Once its old versions are gone, an expired or deleted key's delete marker goes too.
          expiredObjectDeleteMarker: true,
        },
        {
          id: 'ExpireGeneratedPdfs',
          prefix: PDF_KEY_PREFIX,
          expiration: Duration.days(config.pdfRetentionDays),
        },
        {
          id: 'ExpireUnclaimedPhotoUploads',
          prefix: PENDING_UPLOAD_PREFIX,
          expiration: Duration.days(PENDING_UPLOAD_DAYS),
        },
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      // No CORS rule here: its origin is the site's, known in the stateless stack, which sets it
      // (`infra/pdf-bucket-cors.ts`); a rule in this template would overwrite that one on every deploy.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  private table(name: string, def: TableDef): dynamodb.Table {
    const table = new dynamodb.Table(this, `${name[0]!.toUpperCase()}${name.slice(1)}Table`, {
      partitionKey: { name: def.partitionKey.name, type: attributeType(def.partitionKey.type) },
      sortKey: def.sortKey ? { name: def.sortKey.name, type: attributeType(def.sortKey.type) } : undefined,
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: def.ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of def.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey.name, type: attributeType(index.partitionKey.type) },
        sortKey: index.sortKey
          ? { name: index.sortKey.name, type: attributeType(index.sortKey.type) }
          : undefined,
        ...(index.include
          ? { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...index.include] }
          : { projectionType: dynamodb.ProjectionType.ALL }),
      });
    }
    return table;
  }
}
