// Synthesizes the product's CDK app for the assertion tests: the context of cdk.json, bundling skipped (no esbuild
// run per function, no Docker, no network), no AWS credentials; the placeholder SPA unless a fixture dist is given.
import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { buildApp, type ProductStacks } from '../../infra/build-app';
import { repoRoot } from '../../infra/lambda-bundling';
import type { RouteDef } from '../../lambdas/routes';

const cdkJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as {
  context: Record<string, unknown>;
};

/** A seller identity that is not the placeholder, for stages other than `dev`. */
export const TEST_SELLER = {
  legalName: 'Exemplo Documentos Ltda',
  cnpj: '12.ABC.345/01DE-35',
  address: 'Rua Exemplo, 100, São Paulo - SP, 01000-000',
  email: 'contato@exemplo.com.br',
  phone: '(11) 4000-0000',
};

export const fixturesDir = path.join(repoRoot, 'tests/infra/fixtures');

/** The site's domain in the production-like synth. */
export const PROD_DOMAIN = 'documentos.prontos-teste.com.br';

/** Context of a stage other than dev: every value a placeholder check accepts (`infra/config.ts`). */
export const PROD_CONTEXT: Readonly<Record<string, unknown>> = {
  stage: 'prod',
  domainName: PROD_DOMAIN,
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
  googleClientId: '1234567890-abcdef.apps.googleusercontent.com',
  alarmEmail: 'ops@prontos-teste.com.br',
  apiCertificateArn: 'arn:aws:acm:sa-east-1:111111111111:certificate/11111111-1111-1111-1111-111111111111',
};

export interface Synthesized extends ProductStacks {
  app: App;
  edgeTemplate: Template;
  edgeAlarmsTemplate: Template;
  statefulTemplate: Template;
  statelessTemplate: Template;
  /** cdk-nag findings (errors and warnings) that no suppression covers, in both stacks. */
  nagFindings: SynthesisMessage[];
  /** Context lookups the synth would need (must stay empty: synth runs offline). */
  missingContext: unknown[];
}

export function synthProduct(
  options: {
    routes?: readonly RouteDef[];
    context?: Record<string, unknown>;
    /** Runs esbuild for every function as `cdk synth` does (slow); the bundles land in `app.outdir`. */
    bundle?: boolean;
    /** Where the cloud assembly is written (a fresh temporary directory otherwise). */
    outdir?: string;
  } = {},
): Synthesized {
  const app = new App({
    outdir: options.outdir,
    context: {
      ...cdkJson.context,
      // Skips esbuild for every NodejsFunction unless asked: most tests check the template only.
      'aws:cdk:bundling-stacks': options.bundle ? ['**'] : [],
      webDist: path.join(fixturesDir, 'no-web-dist'),
      ...options.context,
    },
  });
  const stacks = buildApp(app, { routes: options.routes });
  const assembly = app.synth();
  const nagFindings = [stacks.edge, stacks.edgeAlarms, stacks.stateful, stacks.stateless].flatMap((stack) => [
    ...Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-')),
    ...Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-')),
  ]);
  return {
    ...stacks,
    app,
    edgeTemplate: Template.fromStack(stacks.edge),
    edgeAlarmsTemplate: Template.fromStack(stacks.edgeAlarms),
    statefulTemplate: Template.fromStack(stacks.stateful),
    statelessTemplate: Template.fromStack(stacks.stateless),
    nagFindings,
    missingContext: assembly.manifest.missing ?? [],
  };
}
