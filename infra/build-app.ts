// Builds the whole product's stacks into an App: the one composition used by `infra/app.ts` and by the tests.
import { type App, Tags } from 'aws-cdk-lib';
import type { RouteDef } from '../lambdas/routes';
import { APP_NAME, DEV_STAGE, type InfraConfig, readConfig } from './config';
import { applyNag } from './nag';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

export interface ProductStacks {
  config: InfraConfig;
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
  const stateless = new StatelessStack(app, `${prefix}-stateless`, {
    env,
    config,
    description: `${APP_NAME} ${config.stage}: Cognito, HTTP API and Lambdas, site and CloudFront, alarms`,
    terminationProtection,
    tables: stateful.tables,
    pdfBucket: stateful.pdfBucket,
    routes: options.routes,
  });
  stateless.addStackDependency(stateful);

  Tags.of(app).add('app', APP_NAME);
  Tags.of(app).add('stage', config.stage);
  applyNag(app);
  return { config, stateful, stateless };
}
