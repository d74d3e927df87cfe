// Reading helpers over a synthesized template: resources by type, a route's Lambda and IAM statements, and
// CloudFormation values as text.
import type { Template } from 'aws-cdk-lib/assertions';
import { functionLabel } from '../../../infra/route-function';
import type { JobDef, RouteDef } from '../../../lambdas/routes';

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; [key: string]: unknown }
>;

/** Every resource of one type, by logical id. */
export function resourcesOf(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** The Lambda of a route or job, found by the description the stack gives it (`GET /me (user)`). */
export function routeFunction(
  template: Template,
  route: RouteDef | JobDef,
): { id: string; props: Record<string, unknown> } {
  const label = functionLabel(route);
  const matches = Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
    ([, resource]) => resource.Properties?.Description === label,
  );
  if (matches.length !== 1) throw new Error(`expected one Lambda for ${label}, found ${matches.length}`);
  const [id, resource] = matches[0]!;
  return { id, props: resource.Properties ?? {} };
}

/** The statements of an IAM or bucket policy resource. */
export function statementsOf(policy: { Properties?: Record<string, unknown> }): Record<string, unknown>[] {
  const document = policy.Properties?.PolicyDocument as { Statement?: Record<string, unknown>[] } | undefined;
  return document?.Statement ?? [];
}

/** The IAM policy statements attached to a route's (or job's) Lambda role. */
export function routeStatements(template: Template, route: RouteDef | JobDef): Record<string, unknown>[] {
  const fn = routeFunction(template, route);
  const roleId = (fn.props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties?.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(statementsOf);
}

/** The actions a statement allows, as a list. */
export function actionsOf(statement: Record<string, unknown>): string[] {
  const action = statement.Action;
  return Array.isArray(action) ? (action as string[]) : [action as string];
}

/**
 * A template string value as text: CloudFormation values inside a `Fn::Join` read `<Resource.Attribute>` (GetAtt),
 * `<Resource>` (Ref) or `<import>` (a value of another stack).
 */
export function cfnText(value: unknown): string {
  if (typeof value === 'string') return value;
  const token = value as Record<string, unknown>;
  if (token['Fn::Join']) {
    const [separator, parts] = token['Fn::Join'] as [string, unknown[]];
    return parts.map(cfnText).join(separator);
  }
  if (token['Fn::GetAtt']) return `<${(token['Fn::GetAtt'] as string[]).join('.')}>`;
  if (token.Ref) return `<${token.Ref as string}>`;
  return '<import>';
}

/** The SDK call of an AwsCustomResource (`Create`, `Update` or `Delete`), parsed (see `cfnText`). */
export function customResourceCall(
  resource: { Properties?: Record<string, unknown> },
  phase: 'Create' | 'Update' | 'Delete',
): { service: string; action: string; parameters: Record<string, unknown> } {
  return JSON.parse(cfnText(resource.Properties?.[phase]));
}
