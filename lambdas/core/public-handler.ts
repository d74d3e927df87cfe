// `definePublicHandler`, for the routes anyone may call without signing in: the shared pipeline without the token
// verifier and the audit writer (nobody is signed in, so no admin acts), which keeps both, and the DynamoDB
// client the writer needs, out of the route's bundle and its cold start.
import type * as z from 'zod';
import { type ApiHandler, buildHandler, type HandlerDefinition } from './handler-pipeline';

export { BinaryReply, binaryReply, Reply, reply } from './handler-pipeline';

export function definePublicHandler<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends object = object,
>(definition: HandlerDefinition<'public', B, Q, R>): ApiHandler {
  return buildHandler(definition, {});
}
