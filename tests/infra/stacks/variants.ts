// The two product syntheses the stack tests read: `dev` as an operator deploys it with cdk.json's defaults (and its
// Lambda bundles built, as `cdk synth` does), and `prod`, a production-like stage with a custom domain, a built
// SPA and routes added to the real table to prove a new route needs no other change.
import path from 'node:path';
import { isWebhook } from '../../../infra/api';
import { type RouteDef, routes } from '../../../lambdas/routes';
import { fixturesDir, PROD_CONTEXT, type synthProduct, TEST_SELLER } from '../synth';

export type Variant = 'dev' | 'prod';

const probe = path.relative(
  path.join(fixturesDir, '../../../lambdas'),
  path.join(fixturesDir, 'echo-handler.ts'),
);

/** Routes a later issue could add; the webhook only when the real table does not have it yet. */
export const addedRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: '/infra-probe-admin',
    handler: probe,
    access: 'admin',
    uses: { tables: { config: 'write' } },
  },
  {
    method: 'GET',
    path: '/infra-probe-pdf',
    handler: probe,
    access: 'optional-auth',
    uses: { tables: { documents: 'read' }, pdfBucket: { read: ['pdf/'], write: ['pdf/'] } },
    memoryMb: 1536,
    timeoutSeconds: 30,
  },
  ...(routes.some(isWebhook)
    ? []
    : [
        {
          method: 'POST',
          path: '/mp-webhook',
          handler: probe,
          access: 'public',
          uses: { tables: { payments: 'write', documents: 'write' }, mercadoPago: true },
        } satisfies RouteDef,
      ]),
];

/** The route table of the `prod` synthesis: the real one and the added routes. */
export const prodTable: readonly RouteDef[] = [...routes, ...addedRoutes];

export const variants: Record<Variant, Omit<Parameters<typeof synthProduct>[0] & object, 'outdir'>> = {
  dev: { bundle: true },
  prod: {
    routes: prodTable,
    context: {
      webDist: path.join(fixturesDir, 'web-dist'),
      ...PROD_CONTEXT,
      prices: '{"base":"12.90","contrato":"19.90"}',
      seller: TEST_SELLER,
    },
  },
};
