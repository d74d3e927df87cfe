// Builds the whole product's stacks into an App: the one composition used by `infra/app.ts` and by the tests.
import { type App, Tags } from 'aws-cdk-lib';
import { type RouteDef, routes as routeTable } from '../lambdas/routes';
import { APP_NAME, DEV_STAGE, type InfraConfig, readConfig } from './config';
import { EdgeAlarmsStack } from './edge-alarms-stack';
import { EdgeStack } from './edge-stack';
import { applyNag } from './nag';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

export interface ProductStacks {
  config: InfraConfig;
  edge: EdgeStack;
  edgeAlarms: EdgeAlarmsStack;
  stateful: StatefulStack;
  stateless: StatelessStack;
}

export function buildApp(app: App, options: { routes?: readonly RouteDef[] } = {}): ProductStacks {
  const config = readConfig(app);
  const env = { account: config.account, region: config.region };
  const prefix = `${APP_NAME}-${config.stage}`;
  // Only a developer's own stage may be deleted by one command.
  const terminationProtection = config.stage !== DEV_STAGE;

  const stateful = new StatefulStack(app, `${prefix}-stateful`, {
    env,
    config,
    description: `${APP_NAME} ${config.stage}: DynamoDB tables and the PDF bucket (retained)`,
    terminationProtection,
  });
  const routes = options.routes ?? routeTable;
  // CloudFront's web ACL lives in us-east-1; the stateless stack reads its ARN across regions (CDK writes it to
  // an SSM parameter in the stateless stack's region).
  const edge = new EdgeStack(app, `${prefix}-edge`, {
    env: { account: config.account, region: 'us-east-1' },
    config,
    routes,
    description: `${APP_NAME} ${config.stage}: AWS WAF web ACL of the CloudFront distribution`,
    terminationProtection,
    crossRegionReferences: true,
  });
  const stateless = new StatelessStack(app, `${prefix}-stateless`, {
    env,
    config,
    description: `${APP_NAME} ${config.stage}: Cognito, HTTP API and Lambdas, site and CloudFront, alarms`,
    terminationProtection,
    tables: stateful.tables,
    pdfBucket: stateful.pdfBucket,
    routes,
    webAclArn: edge.webAcl.attrArn,
    crossRegionReferences: true,
  });
  stateless.addStackDependency(stateful);
  const edgeAlarms = new EdgeAlarmsStack(app, `${prefix}-edge-alarms`, {
    env: { account: config.account, region: 'us-east-1' },
    alarmEmail: config.alarmEmail,
    distributionId: stateless.site.distribution.distributionId,
    stage: config.stage,
    description: `${APP_NAME} ${config.stage}: CloudFront alarm and access logs (in us-east-1, as CloudFront asks)`,
    terminationProtection,
    crossRegionReferences: true,
  });

  Tags.of(app).add('app', APP_NAME);
  Tags.of(app).add('stage', config.stage);
  applyNag(app);
  return { config, edge, edgeAlarms, stateful, stateless };
}
