// `defineHandler`, for the routes a person may call signed in (`user`, `admin`, `optional-auth`): the shared
// pipeline (handler-pipeline.ts) with the token verifier, the admins' audit writer and the deleted-account check.
// Public routes use `definePublicHandler` (public-handler.ts) instead, whose bundles carry none of them.
import type * as z from 'zod';
import { recordAdminAction } from '../adapters/audit-log';
import { isAccountRetired } from '../adapters/retired-accounts';
import { getTokenVerifier } from '../auth/select-verifier';
import type { Access } from '../routes';
import { type ApiHandler, buildHandler, type HandlerDefinition } from './handler-pipeline';

export * from './handler-pipeline';

export function defineHandler<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends object = object,
>(definition: HandlerDefinition<A, B, Q, R>): ApiHandler {
  return buildHandler(definition, {
    verifier: getTokenVerifier,
    recordAdminAction,
    isRetired: isAccountRetired,
  });
}
