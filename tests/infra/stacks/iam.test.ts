// Least privilege from `uses`: each route's and job's function is granted, and given in its environment, only the
// tables, bucket areas, secret and user-pool right its entry declares, with named actions.
import { describe, expect, it } from 'vitest';
import { functionLabel } from '../../../infra/route-function';
import {
  type BucketArea,
  type JobDef,
  jobs,
  type RouteDef,
  routes,
  type TableName,
} from '../../../lambdas/routes';
import { tableEnvName } from '../../../lambdas/tables';
import { loadProduct } from './snapshot';
import { actionsOf, cfnText, routeFunction, routeStatements } from './template';
import { prodTable as table } from './variants';

const prod = loadProduct('prod');

const LOG_ACTIONS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
/** Tracing's two write actions: the only ones allowed on Resource "*". */
const XRAY_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

const BUCKET_AREAS: readonly BucketArea[] = ['pdf/', 'uploads/pending/', 'uploads/'];

const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const TABLE_IDS: Record<TableName, string> = {
  users: 'UsersTable',
  documents: 'DocumentsTable',
  payments: 'PaymentsTable',
  config: 'ConfigTable',
  audit: 'AuditTable',
  limits: 'LimitsTable',
  verifications: 'VerificationsTable',
  counters: 'CountersTable',
};

describe('least privilege from `uses`', () => {
  it.each([...table, ...jobs].map((route) => [functionLabel(route), route] as const))(
    '%s: only its own tables, bucket and secret, writes only where declared',
    (_name, route: RouteDef | JobDef) => {
      // Prepare
      const statements = routeStatements(prod.statelessTemplate, route);
      const env = (
        routeFunction(prod.statelessTemplate, route).props.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      const usedTables = route.uses.tables ?? {};

      // Assess
      for (const statement of statements) {
        expect(statement.Effect).toBe('Allow');
        const resource = JSON.stringify(statement.Resource);
        const actions = actionsOf(statement);
        for (const [name, id] of Object.entries(TABLE_IDS) as [TableName, string][]) {
          if (!usedTables[name]) expect(resource, `${name} not in uses`).not.toContain(id);
        }
        if (actions.some((action) => WRITE_ACTIONS.includes(action))) {
          for (const [name, id] of Object.entries(TABLE_IDS) as [TableName, string][]) {
            if (usedTables[name] === 'read' || !usedTables[name]) {
              expect(resource, `${name} is read-only`).not.toContain(id);
            }
          }
        }
        const bucket = route.uses.pdfBucket;
        if (!bucket) expect(actions.join()).not.toContain('s3:');
        // Each S3 action group only on the bucket areas (key prefixes) declared for it.
        const areas = BUCKET_AREAS.filter((area) => resource.includes(`/${area}*`));
        if (actions.some((action) => action.startsWith('s3:PutObject'))) {
          for (const area of areas) expect(bucket?.write ?? [], `put in ${area}`).toContain(area);
        }
        if (actions.some((action) => action.startsWith('s3:DeleteObject'))) {
          for (const area of areas) expect(bucket?.delete ?? [], `delete in ${area}`).toContain(area);
        }
        if (actions.some((action) => action.startsWith('s3:GetObject'))) {
          for (const area of areas) expect(bucket?.read ?? [], `read in ${area}`).toContain(area);
        }
        if (actions.some((action) => action.startsWith('s3:'))) {
          expect(resource, 'S3 grants name an area, never the whole bucket').not.toContain('"/*"');
        }
        // Listing the bucket: only for a route that reads it, so that S3 answers 404 for a missing key, or that
        // deletes from it, to find every PDF of a deleted document.
        if (actions.includes('s3:ListBucket')) {
          expect(actions).toEqual(['s3:ListBucket']);
          const areas = (bucket?.read?.length ?? 0) + (bucket?.delete?.length ?? 0);
          expect(areas, 'ListBucket without a read or delete area').toBeGreaterThan(0);
        }
        if (actions.includes('dynamodb:DeleteItem')) {
          for (const [name, id] of Object.entries(TABLE_IDS) as [TableName, string][]) {
            if (usedTables[name] !== 'delete')
              expect(resource, `${name} is not deleted from`).not.toContain(id);
          }
        }
        // Secrets only where declared: Mercado Pago's, or the seal certificate (issue 43).
        if (!route.uses.mercadoPago && !route.uses.sealCertificate)
          expect(actions.join()).not.toContain('secretsmanager:');
        // Cognito: only AdminDeleteUser, only where declared, only on the app's user pool.
        if (actions.some((action) => action.startsWith('cognito-idp:'))) {
          expect(route.uses.cognito ?? [], 'Cognito not in uses').toContain('delete-user');
          expect(actions).toEqual(['cognito-idp:AdminDeleteUser']);
          const pools = [statement.Resource].flat();
          expect(pools).toHaveLength(1);
          expect(pools[0], 'the user pool, never *').not.toBe('*');
          expect(cfnText(pools[0])).toMatch(/UserPool/);
        }
        expect(actions).not.toContain('*');
      }
      for (const name of Object.keys(TABLE_IDS) as TableName[]) {
        expect(tableEnvName(name) in env, tableEnvName(name)).toBe(Boolean(usedTables[name]));
      }
      expect('PDF_BUCKET' in env).toBe(Boolean(route.uses.pdfBucket));
      expect('MP_SECRET_ARN' in env).toBe(Boolean(route.uses.mercadoPago));
      for (const name of ['PUBLIC_API_BASE_URL', 'MP_TIMEOUT_MS', 'MP_MAX_RETRIES']) {
        expect(name in env, name).toBe(Boolean(route.uses.mercadoPago));
      }
      expect(env).toMatchObject({ PRICE_BASE: '12.90', PRICE_CONTRATO: '19.90' });
      // Nothing to choose: an AWS bundle holds the Cognito verifier only (tests/infra/aws-bundles.test.ts).
      expect(env.AUTH_MODE).toBeUndefined();
    },
  );

  it.each(table.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: named actions only, no Scan or streams, no bucket-level grant but ListBucket, "*" only for X-Ray',
    (_name, route) => {
      // Prepare
      const statements = routeStatements(prod.statelessTemplate, route);
      const actions = statements.flatMap(actionsOf);
      const tableUses = Object.values(route.uses.tables ?? {});

      // Assess
      for (const action of actions) {
        expect(action, 'no wildcard action').not.toContain('*');
        expect(action).not.toMatch(
          /^dynamodb:(Scan|GetRecords|GetShardIterator|DescribeStream|ListStreams)$/,
        );
        // One bucket-level action, s3:ListBucket (checked below), and none other.
        expect(action).not.toMatch(
          /^s3:(ListAllMyBuckets|ListBucket.+|ListMultipart|GetBucket|PutBucket|DeleteBucket)/,
        );
      }
      const lists = Boolean(route.uses.pdfBucket?.read?.length || route.uses.pdfBucket?.delete?.length);
      expect(
        actions.includes('s3:ListBucket'),
        's3:ListBucket exactly for a route that reads or deletes from the bucket',
      ).toBe(lists);
      const dynamo = new Set(actions.filter((action) => action.startsWith('dynamodb:')));
      const expected = new Set<string>();
      if (tableUses.some((use) => use !== 'append'))
        for (const a of ['GetItem', 'BatchGetItem', 'Query']) expected.add(`dynamodb:${a}`);
      if (tableUses.some((use) => use === 'write' || use === 'delete'))
        for (const a of ['PutItem', 'UpdateItem']) expected.add(`dynamodb:${a}`);
      if (tableUses.includes('delete')) expected.add('dynamodb:DeleteItem');
      // The audit trail: put only, on the audit table only.
      if (tableUses.includes('append') || tableUses.includes('read-append')) expected.add('dynamodb:PutItem');
      expect([...dynamo].sort()).toEqual([...expected].sort());
      for (const statement of statements) {
        const resources = [statement.Resource].flat();
        if (resources.includes('*')) expect(actionsOf(statement).sort()).toEqual(XRAY_ACTIONS);
        if (actionsOf(statement).includes('s3:ListBucket')) {
          // The bucket itself (its ARN, exported by the stateful stack), never another.
          expect(resources.map(cfnText)).toEqual(['<import>']);
        } else if (actionsOf(statement).some((action) => action.startsWith('s3:'))) {
          // Every object grant is on `<bucket ARN>/<area>*`: never all the bucket's objects.
          for (const resource of resources) {
            expect(cfnText(resource), 'S3 object ARN under a declared area').toMatch(
              // `<import>` is the PDF bucket's ARN, exported by the stateful stack.
              /^<import>\/(pdf|uploads|uploads\/pending)\/\*$/,
            );
          }
        }
      }
    },
  );

  it('only POST /meus-dados-delete may delete users of the user pool, and it may', () => {
    // Prepare
    const cognitoActions = (def: RouteDef | JobDef) =>
      routeStatements(prod.statelessTemplate, def)
        .flatMap(actionsOf)
        .filter((action) => action.startsWith('cognito-idp:'));

    // Act
    const declaring = [...routes, ...jobs].filter((def) => def.uses.cognito?.length).map(functionLabel);
    const granted = [...routes, ...jobs].filter((def) => cognitoActions(def).length > 0).map(functionLabel);

    // Assess
    expect(declaring).toEqual(['POST /meus-dados-delete (user)']);
    expect(granted).toEqual(declaring);
    expect(cognitoActions(routes.find((route) => route.path === '/meus-dados-delete')!)).toEqual([
      'cognito-idp:AdminDeleteUser',
    ]);
  });

  it('GET /me reads the users table and nothing else', () => {
    // Prepare
    const me = routes.find((route) => route.path === '/me')!;
    const statements = routeStatements(prod.statelessTemplate, me);
    // Apart from appending to the audit trail (an admin may call it too).
    const data = statements.filter(
      (statement) =>
        actionsOf(statement).some((a) => a.startsWith('dynamodb:')) &&
        !JSON.stringify(statement.Resource).includes(TABLE_IDS.audit),
    );

    // Assess
    expect(data).toHaveLength(1);
    expect(actionsOf(data[0]!)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actionsOf(data[0]!).filter((action) => WRITE_ACTIONS.includes(action))).toEqual([]);
    expect(JSON.stringify(data[0]!.Resource)).toContain('UsersTable');
    expect(
      statements
        .flatMap(actionsOf)
        .filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:') && !a.startsWith('xray:')),
    ).toEqual([]);
  });

  it('GET /mp-status may read the payment and its document in one BatchGetItem', () => {
    // Prepare
    const status = routes.find((route) => route.path === '/mp-status')!;
    const statements = routeStatements(prod.statelessTemplate, status);

    // Act
    const batchReads = statements.filter((statement) =>
      actionsOf(statement).includes('dynamodb:BatchGetItem'),
    );

    // Assess
    const resources = JSON.stringify(batchReads.map((statement) => statement.Resource));
    expect(resources).toContain(TABLE_IDS.documents);
    expect(resources).toContain(TABLE_IDS.payments);
  });

  it('POST /user-upsert writes the users table only', () => {
    // Prepare
    const upsert = routes.find((route) => route.path === '/user-upsert')!;
    const statements = routeStatements(prod.statelessTemplate, upsert);
    const writes = statements.filter(
      (statement) =>
        actionsOf(statement).includes('dynamodb:PutItem') &&
        !JSON.stringify(statement.Resource).includes(TABLE_IDS.audit),
    );

    // Assess
    expect(writes).toHaveLength(1);
    expect(JSON.stringify(writes[0]!.Resource)).toMatch(/UsersTable/);
    expect(JSON.stringify(writes[0]!.Resource)).not.toMatch(/Documents|Payments|Config/);
  });

  it('GET /mp-config (prices) reads the config table and nothing else besides its logs', () => {
    // Prepare
    const mpConfig = routes.find((route) => route.path === '/mp-config')!;
    const statements = routeStatements(prod.statelessTemplate, mpConfig);

    // Act
    const actions = statements.flatMap(actionsOf);
    const data = statements.filter((statement) =>
      actionsOf(statement).some((a) => a.startsWith('dynamodb:')),
    );

    // Assess
    expect(actions.sort()).toEqual(
      [...LOG_ACTIONS, ...XRAY_ACTIONS, 'dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'].sort(),
    );
    expect(JSON.stringify(data.map((statement) => statement.Resource))).toContain(TABLE_IDS.config);
    expect(JSON.stringify(data.map((statement) => statement.Resource))).not.toMatch(
      /Documents|Payments|Users/,
    );
  });
});

describe('scheduled jobs', () => {
  it('payment-recheck queries the payments index and writes documents and payments, with no bucket and no delete', () => {
    // Prepare
    const job = jobs.find((candidate) => candidate.name === 'payment-recheck')!;
    const statements = routeStatements(prod.statelessTemplate, job);
    const actions = statements.flatMap(actionsOf);
    const payments = statements.filter((statement) =>
      JSON.stringify(statement.Resource).includes(TABLE_IDS.payments),
    );

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']),
    );
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions.join()).not.toContain('s3:');
    // Named indexes only (least privilege), among them the sparse index of open payments it queries.
    const resources = JSON.stringify(payments.map((statement) => statement.Resource));
    expect(resources).toContain('/index/byOpenUntil');
    expect(resources).not.toContain('/index/*');
  });
});
