// Bundled in place of `@aws-sdk/credential-provider-node` in every route's Lambda (see `lambda-bundling.ts`):
// Lambda hands a function its role's credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN,
// the first link of the SDK's default chain. The other links (SSO, ini files, processes, web identity, container
// and instance metadata, with their STS/SSO clients) can never answer there and weigh ~110 KB per bundle.
// Only the bundles are affected: the local runtime and the tests run the source with the full chain.
import { fromEnv } from '@aws-sdk/credential-provider-env';

type FromEnvInit = Parameters<typeof fromEnv>[0];

/** Same name and shape as the default chain's export, which every SDK client's runtime config imports. */
export const defaultProvider = (init?: FromEnvInit) => fromEnv(init);
