// What the stack tests read of a synthesis (written by synthesize.ts, cached by global-setup.ts): the four
// templates, a few facts of each stack, the SPA's deployed config.json, cdk-nag's open findings.
import fs from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';
import type { SpaRuntimeConfig } from '../../../infra/spa-deployment';
import type { Variant } from './variants';

export interface StackFacts {
  account: string;
  region: string;
  terminationProtection: boolean;
}

type StackName = 'edge' | 'edgeAlarms' | 'stateful' | 'stateless';

export interface SynthSnapshot {
  templates: Record<StackName, Record<string, unknown>>;
  stacks: Record<StackName, StackFacts>;
  /** Whether a built SPA was deployed, and its config.json with deploy-time values as CloudFormation expressions. */
  spa: { built: boolean; runtimeConfig: SpaRuntimeConfig };
  /** cdk-nag findings (errors and warnings) that no suppression covers, in every stack. */
  nagFindings: { id: string; data: string }[];
  /** Context lookups the synth would need (must stay empty: synth runs offline). */
  missingContext: unknown[];
}

export interface Product extends Omit<SynthSnapshot, 'templates'> {
  /** The cloud assembly: templates and staged assets (the Lambda bundles in `dev`). */
  outdir: string;
  edgeTemplate: Template;
  edgeAlarmsTemplate: Template;
  statefulTemplate: Template;
  statelessTemplate: Template;
}

/** One synthesis of the product, read from the snapshot the global setup made for this run. */
export function loadProduct(variant: Variant): Product {
  const outdir = inject('infraSnapshots')[variant];
  const snapshot = JSON.parse(fs.readFileSync(path.join(outdir, 'snapshot.json'), 'utf8')) as SynthSnapshot;
  const { templates, ...rest } = snapshot;
  return {
    ...rest,
    outdir,
    edgeTemplate: Template.fromJSON(templates.edge),
    edgeAlarmsTemplate: Template.fromJSON(templates.edgeAlarms),
    statefulTemplate: Template.fromJSON(templates.stateful),
    statelessTemplate: Template.fromJSON(templates.stateless),
  };
}
