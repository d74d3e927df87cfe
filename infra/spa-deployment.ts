// Uploads the built SPA to the site bucket with its runtime `config.json` (API base, auth mode, Cognito ids), so one
// build serves every stage. Hashed assets are cached for a year; index.html, public files and config.json are revalidated.
import fs from 'node:fs';
import path from 'node:path';
import {
  type aws_cloudfront as cloudfront,
  Stack,
  type aws_s3 as s3,
  aws_s3_deployment as s3deploy,
} from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { API_PREFIX } from '../lambdas/routes';
import type { Seller } from '../shared/seller';
import { repoRoot } from './lambda-bundling';
import { suppress } from './nag';
import { BRASILAPI, MERCADO_PAGO_API, VIACEP } from './site';

/** The SPA's `config.json` in AWS; `shared/runtime-config.ts` is its schema. */
export interface SpaRuntimeConfig {
  apiBase: string;
  authMode: 'cognito';
  cognito: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    domain: string;
    redirectSignIn: string;
    redirectSignOut: string;
  };
  viaCepBaseUrl: string;
  brasilApiBaseUrl: string;
  mpPublicKey: string;
  mpApiBaseUrl: string;
  paymentSimulator: false;
  seller: Seller;
}

export interface SpaConfigInput {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  hostedUiDomain: string;
  callbackUrl: string;
  logoutUrl: string;
  mercadoPagoPublicKey: string;
  seller: Seller;
}

export function spaRuntimeConfig(input: SpaConfigInput): SpaRuntimeConfig {
  return {
    apiBase: API_PREFIX,
    authMode: 'cognito',
    cognito: {
      region: input.region,
      userPoolId: input.userPoolId,
      userPoolClientId: input.userPoolClientId,
      domain: input.hostedUiDomain,
      redirectSignIn: input.callbackUrl,
      redirectSignOut: input.logoutUrl,
    },
    viaCepBaseUrl: VIACEP,
    brasilApiBaseUrl: BRASILAPI,
    mpPublicKey: input.mercadoPagoPublicKey,
    mpApiBaseUrl: MERCADO_PAGO_API,
    paymentSimulator: false,
    seller: input.seller,
  };
}

/** Shown when the stack is synthesized before `npm run build:web` (tests, first synth). */
const PLACEHOLDER_INDEX = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Documentos Prontos</title></head>
<body><p>Em breve.</p><!-- Placeholder: run "npm run build:web" before "cdk deploy" to publish the SPA. --></body></html>
`;

export interface SpaDeploymentProps {
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  /** Folder of the Vite build, relative to the repository root or absolute. */
  webDist: string;
  runtimeConfig: SpaRuntimeConfig;
}

export class SpaDeployment extends Construct {
  /** False when the SPA was not built and the placeholder page is deployed instead. */
  readonly built: boolean;
  readonly runtimeConfig: SpaRuntimeConfig;

  constructor(scope: Construct, id: string, props: SpaDeploymentProps) {
    super(scope, id);
    const dist = path.resolve(repoRoot, props.webDist);
    this.built = fs.existsSync(path.join(dist, 'index.html'));
    this.runtimeConfig = props.runtimeConfig;

    // Vite's content-hashed chunks: cached for a year. Old ones stay (no prune), so a browser still holding the
    // previous index.html can load its chunks after a deploy.
    const assets = path.join(dist, 'assets');
    if (this.built && fs.existsSync(assets)) {
      new s3deploy.BucketDeployment(this, 'Assets', {
        destinationBucket: props.bucket,
        destinationKeyPrefix: 'assets/',
        sources: [s3deploy.Source.asset(assets)],
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      });
    }

    // Everything else (index.html, app.html, files of web/public, config.json) keeps its name: revalidated.
    new s3deploy.BucketDeployment(this, 'Entry', {
      destinationBucket: props.bucket,
      sources: [
        this.built
          ? s3deploy.Source.asset(dist, { exclude: ['assets', 'config.json'] })
          : s3deploy.Source.data('index.html', PLACEHOLDER_INDEX),
        ...(this.built ? [] : [s3deploy.Source.data('app.html', PLACEHOLDER_INDEX)]),
        s3deploy.Source.jsonData('config.json', props.runtimeConfig),
      ],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });

    // The deployment Lambda is a singleton that CDK adds to the stack; it is not our code.
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        suppress(
          child,
          'AwsSolutions-IAM4',
          'CDK BucketDeployment helper: uses AWSLambdaBasicExecutionRole for its logs.',
        );
        suppress(
          child,
          'AwsSolutions-IAM5',
          'CDK BucketDeployment helper: copies every object of its asset into the site bucket.',
        );
        suppress(
          child,
          'AwsSolutions-L1',
          'CDK BucketDeployment helper: its runtime is chosen by aws-cdk-lib.',
        );
      }
    }
  }
}
