// The stand-in for `semver` in Lambda bundles answers `gte` as semver does for the versions the X-Ray SDK compares.
import { describe, expect, it } from 'vitest';
import { gte } from '../../infra/lambda-shims/semver-gte';

describe('semver-gte', () => {
  it.each([
    ['2.7.15', '2.7.15', true],
    ['2.7.14', '2.7.15', false],
    ['2.1692.0', '2.7.15', true],
    ['3.0.0', '2.7.15', true],
    ['1.99.99', '2.7.15', false],
    ['v2.8.0', '2.7.15', true],
  ])('gte(%s, %s) is %s, as semver answers it', (version, minimum, expected) => {
    expect(gte(version, minimum)).toBe(expected);
  });
});
