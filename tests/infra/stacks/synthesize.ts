// Child process of the stack tests' global setup: synthesizes one variant into the given directory (the cloud
// assembly, bundles included) and writes `snapshot.json`, what the tests read of the App's stacks.
import fs from 'node:fs';
import path from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { synthProduct } from '../synth';
import type { StackFacts, SynthSnapshot } from './snapshot';
import { type Variant, variants } from './variants';

const [variant, outdir] = process.argv.slice(2) as [Variant, string];
if (!variants[variant] || !outdir) throw new Error('usage: synthesize.ts <dev|prod> <outdir>');

const product = synthProduct({ ...variants[variant], outdir });
const facts = (stack: Stack): StackFacts => ({
  account: stack.account,
  region: stack.region,
  terminationProtection: stack.terminationProtection,
});
const snapshot: SynthSnapshot = {
  templates: {
    edge: product.edgeTemplate.toJSON(),
    edgeAlarms: product.edgeAlarmsTemplate.toJSON(),
    stateful: product.statefulTemplate.toJSON(),
    stateless: product.statelessTemplate.toJSON(),
  },
  stacks: {
    edge: facts(product.edge),
    edgeAlarms: facts(product.edgeAlarms),
    stateful: facts(product.stateful),
    stateless: facts(product.stateless),
  },
  spa: {
    built: product.stateless.spa.built,
    runtimeConfig: product.stateless.resolve(product.stateless.spa.runtimeConfig),
  },
  nagFindings: product.nagFindings.map((finding) => ({
    id: finding.id,
    data: String(finding.entry.data),
  })),
  missingContext: product.missingContext,
};
fs.writeFileSync(path.join(outdir, 'snapshot.json'), JSON.stringify(snapshot));
