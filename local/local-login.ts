// POST /backend/api/local-login, mounted by the local server only (never in routes.ts, so no AWS build has
// it): the simulated Google sign-in page sends e-mail, name and the admin tick and gets an ID token back.
import { localLoginInput } from '@shared/schemas/user';
import { type ApiHandler, defineHandler } from '../lambdas/core/handler';
import type { LocalIssuer } from './issuer';

export function createLocalLoginHandler(issuer: LocalIssuer): ApiHandler {
  return defineHandler({
    access: 'public',
    body: localLoginInput,
    async handle({ body }) {
      return { token: await issuer.issue(body) };
    },
  });
}
