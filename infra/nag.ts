// cdk-nag wiring: the AwsSolutions rules run on every synth (app and tests), and every exception is written next to
// the resource it concerns with its reason, through this one helper.
import { Aspects, type IAspect } from 'aws-cdk-lib';
import { AwsSolutionsChecks, NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Suppresses one rule on a construct and its children; `appliesTo` narrows it to findings such as IAM wildcards. */
export function suppress(
  construct: IConstruct,
  rule: string,
  reason: string,
  appliesTo?: (string | { regex: string })[],
): void {
  NagSuppressions.addResourceSuppressions(construct, [{ id: rule, reason, appliesTo }], true);
}

/** Runs the AwsSolutions pack on `scope`; findings become synth annotations (errors fail `cdk synth`). */
export function applyNag(scope: IConstruct): IAspect {
  const checks = new AwsSolutionsChecks({ verbose: true });
  Aspects.of(scope).add(checks);
  return checks;
}
