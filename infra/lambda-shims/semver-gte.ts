// Bundled in place of `semver` (~28 KB minified) in every route's Lambda (see `lambda-bundling.ts`): its only user
// there is the X-Ray SDK's `captureAWS` for the AWS SDK v2 (`aws-xray-sdk-core/dist/lib/patchers/aws_p.js`), which
// calls `semver.gte(AWS.VERSION, '2.7.15')` and which Powertools' Tracer never calls for the SDK v3 clients. This
// answers `gte` for plain `major.minor.patch` versions (a pre-release tag compares by its numbers only).
function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split(/[.+-]/)
    .slice(0, 3)
    .map((part) => Number.parseInt(part, 10) || 0);
}

export function gte(version: string, minimum: string): boolean {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

export default { gte };
