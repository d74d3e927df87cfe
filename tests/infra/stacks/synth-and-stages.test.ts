// The synthesis itself: offline (no lookups), no open cdk-nag finding, no dependency cycle, every suppression with
// a reason; termination protection by stage.
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { loadProduct } from './snapshot';

const prod = loadProduct('prod');
const dev = loadProduct('dev');

describe('synth', () => {
  it('needs no context lookups and uses explicit placeholders for account and region', () => {
    // Assess
    expect(dev.missingContext).toEqual([]);
    expect(dev.stacks.stateful.account).toMatch(/^\d{12}$/);
    expect(dev.stacks.stateless.region).toBe('sa-east-1');
  });

  it('leaves no cdk-nag AwsSolutions finding unsuppressed', () => {
    // Assess
    expect(dev.nagFindings.map((finding) => `${finding.id}: ${finding.data.split('\n')[0]}`)).toEqual([]);
  });

  it('has no circular dependency between the resources of either stack', () => {
    // Prepare
    // CDK checks cycles between stacks at synth; inside one stack only CloudFormation would, at deploy. The
    // assertions' Template runs that check when it reads a template, as this deliberate loop shows.
    const looped = {
      Resources: {
        Fn: { Type: 'AWS::Lambda::Function', Properties: { Env: { 'Fn::GetAtt': ['Site', 'DomainName'] } } },
        Site: { Type: 'AWS::CloudFront::Distribution', Properties: { Origin: { Ref: 'Api' } } },
        Api: { Type: 'AWS::ApiGatewayV2::Api', DependsOn: ['Fn'] },
      },
    };

    // Act
    const read = (json: Record<string, unknown>) => () => Template.fromJSON(json);

    // Assess
    expect(read(looped)).toThrow(/dependency cycle: Fn -> Site -> Api -> Fn/);
    expect(read(dev.statefulTemplate.toJSON())).not.toThrow();
    expect(read(dev.statelessTemplate.toJSON())).not.toThrow();
  });

  it('gives every cdk-nag suppression a reason', () => {
    // Prepare
    const templates = [dev.statefulTemplate, dev.statelessTemplate].map((template) => template.toJSON());
    const suppressions = templates.flatMap((template) =>
      Object.values(template.Resources as Record<string, { Metadata?: Record<string, unknown> }>).flatMap(
        (resource) =>
          ((resource.Metadata?.cdk_nag as { rules_to_suppress?: { id: string; reason: string }[] })
            ?.rules_to_suppress ?? []) as { id: string; reason: string }[],
      ),
    );

    // Assess
    expect(suppressions.length).toBeGreaterThan(0);
    for (const suppression of suppressions)
      expect(suppression.reason.length, suppression.id).toBeGreaterThan(20);
  });
});

describe('stage protection', () => {
  it('leaves the dev stage unprotected', () => {
    // Assess
    expect(dev.stacks.stateful.terminationProtection).toBe(false);
    expect(dev.stacks.stateless.terminationProtection).toBe(false);
  });

  it('protects every stack of a stage other than dev from deletion', () => {
    // Assess
    expect(prod.stacks.stateful.terminationProtection).toBe(true);
    expect(prod.stacks.stateless.terminationProtection).toBe(true);
  });
});
