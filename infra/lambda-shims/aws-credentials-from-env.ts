// Bundled in place of `@aws-sdk/credential-provider-node` (the SDK's default credential chain: environment, SSO,
// shared files, web identity, container and instance metadata, with the STS and SSO clients they need; about 95 KB
// minified) in every route's Lambda (see `lambda-bundling.ts`). Lambda puts the role's credentials in the
// function's environment, the chain's first link and the only one that can answer there, so the chain is that link
// alone: the same credentials, read the same way, and a missing one fails at once instead of probing metadata
// endpoints. The SDK clients themselves are untouched; the local runtime and the tests run the whole chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

type Init = Parameters<typeof fromEnv>[0];
interface Expiring {
  expiration?: Date;
}

export const defaultProvider = (init: Init = {}) => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials?: Expiring) => credentials?.expiration !== undefined;

export const credentialsTreatedAsExpired = (credentials?: Expiring) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
