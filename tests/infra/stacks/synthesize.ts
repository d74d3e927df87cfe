// Child process of the stack tests' global setup: synthesizes one variant into the given directory (the cloud
// assembly, bundles included) and writes `snapshot.json`, what the tests read of the App's stacks.
import fs from 'node:fs';
import path from 'node:path';
import { type CfnElement, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { synthProduct } from '../synth';
import type { StackFacts, SynthSnapshot } from './snapshot';
import { type Variant, variants } from './variants';

const [variant, outdir] = process.argv.slice(2) as [Variant, string];
if (!variants[variant] || !outdir) throw new Error('usage: synthesize.ts <dev|prod> <outdir>');

const product = synthProduct({ ...variants[variant], outdir });
type Json = unknown;

/** `value` with every `{ Ref: name }` of `refs` and every `{ "Fn::GetAtt": [id, attribute] }` of `atts` replaced. */
function substitute(value: Json, refs: Record<string, Json>, atts: Map<string, Json>): Json {
  if (Array.isArray(value)) return value.map((item) => substitute(item, refs, atts));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, Json>);
  if (entries.length === 1) {
    const [key, arg] = entries[0]!;
    if (key === 'Ref' && typeof arg === 'string' && arg in refs) return refs[arg];
    if (key === 'Fn::GetAtt' && Array.isArray(arg)) {
      const found = atts.get(`${arg[0]}.${arg[1]}`);
      if (found !== undefined) return found;
    }
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, substitute(item, refs, atts)]));
}

/**
 * The stack's template as if its nested stacks (the route functions, infra/api.ts) were part of it: their
 * resources added, a nested resource's parameter replaced by the value the stack passes, and the stack's reads
 * of a nested output replaced by the output's value. A test then asks about every resource the stack deploys
 * in one place; `NestedStackResourceCounts` keeps each nested stack's own count (CloudFormation's 500 limit).
 */
function withNestedResources(stack: Stack, template: Record<string, Json>): Record<string, Json> {
  const resources = { ...(template.Resources as Record<string, Record<string, Json>>) };
  const outputs = new Map<string, Json>();
  const nestedStacks: Record<string, number> = {};
  for (const nested of stack.node.findAll().filter(NestedStack.isNestedStack)) {
    const own = Template.fromStack(nested).toJSON() as Record<string, Record<string, Record<string, Json>>>;
    const stackId = stack.getLogicalId(nested.nestedStackResource as CfnElement);
    const parameters = ((resources[stackId]?.Properties as Record<string, Json>)?.Parameters ?? {}) as Record<
      string,
      Json
    >;
    for (const [id, resource] of Object.entries(own.Resources ?? {})) {
      if (id in resources) throw new Error(`logical id ${id} in two stacks`);
      resources[id] = substitute(resource, parameters, new Map()) as Record<string, Json>;
    }
    for (const [name, output] of Object.entries(own.Outputs ?? {})) {
      outputs.set(`${stackId}.Outputs.${name}`, substitute(output.Value, parameters, new Map()));
    }
    nestedStacks[nested.node.path] = Object.keys(own.Resources ?? {}).length;
  }
  return {
    ...template,
    Resources: substitute(resources, {}, outputs),
    NestedStackResourceCounts: nestedStacks,
  };
}

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
    stateless: withNestedResources(product.stateless, product.statelessTemplate.toJSON()),
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
