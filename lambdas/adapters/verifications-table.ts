// The verifications table's repository, built once per cold start and named on first use (a route without the
// table in its `uses` still loads). Apart from `verification-deps.ts` so the routes that only read or revoke codes
// (payments, deletion, `/verificar`) never bundle the seal and the PDF engine's loader behind it.
import { dynamo, tableName } from './dynamo';
import { createVerificationRepository } from './verification-repository';

export const verificationsRepository = createVerificationRepository(dynamo, () => tableName('verifications'));
