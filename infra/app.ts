// Entry of the CDK app (`cdk.json` runs it with tsx): reads the context once, builds the stateful and the stateless
// stack of one stage, and runs the cdk-nag AwsSolutions checks over both.
import { App } from 'aws-cdk-lib';
import { buildApp } from './build-app';

buildApp(new App());
