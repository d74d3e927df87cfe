// The seal's wiring (issue 43 item 1): every route that releases PDFs reads the seller's seal certificate secret by
// its ARN, is told the seller the seal names, and restarts with `secretsRevision`; no other route may read it.
import { describe, expect, it } from 'vitest';
import { sealIssuer } from '../../../lambdas/adapters/seal-certificate';
import { TEST_SELLER } from '../synth';
import { loadProduct } from './snapshot';
import { actionsOf, routeFunction, routeStatements } from './template';
import { prodTable as table } from './variants';

const prod = loadProduct('prod');
const SEAL_SECRET =
  'arn:aws:secretsmanager:sa-east-1:111111111111:secret:documentos-prontos/prod/seal-certificate';

const envOf = (route: (typeof table)[number]) =>
  (routeFunction(prod.statelessTemplate, route).props.Environment as { Variables: Record<string, string> })
    .Variables;
const readsSeal = (route: (typeof table)[number]) =>
  routeStatements(prod.statelessTemplate, route).some(
    (statement) =>
      actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
      JSON.stringify(statement.Resource) === JSON.stringify(`${SEAL_SECRET}-??????`),
  );

describe('the seal certificate secret', () => {
  it('is read, by its ARN, by the eight routes that release PDFs, which name the deployment’s seller', () => {
    // Prepare
    const releasing = table.filter((route) => route.uses.sealCertificate);

    // Assess
    expect(releasing.map((route) => route.path).sort()).toEqual(
      [
        '/autorizacao-viagem-get',
        '/contrato-pdf',
        '/contrato-veiculo-pdf',
        '/curriculo-pdf',
        '/declaracao-pdf',
        '/procuracao-veiculo-pdf',
        '/promissoria-pdf',
        '/recibo-aluguel-pdf',
      ].sort(),
    );
    for (const route of releasing) {
      const env = envOf(route);
      expect(readsSeal(route), route.path).toBe(true);
      expect(env.SEAL_SECRET_ARN, route.path).toBe(SEAL_SECRET);
      expect(env.SEAL_SECRET_REVISION, route.path).toBe('1');
      expect(sealIssuer(env), route.path).toEqual({
        legalName: TEST_SELLER.legalName,
        address: TEST_SELLER.address,
        email: TEST_SELLER.email,
      });
    }
  });

  it('is neither readable by nor named to any other route (previews included)', () => {
    // Prepare
    const others = table.filter((route) => !route.uses.sealCertificate);

    // Assess
    expect(others.some((route) => route.path === '/curriculo-preview')).toBe(true);
    for (const route of others) {
      expect(readsSeal(route), route.path).toBe(false);
      expect(envOf(route).SEAL_SECRET_ARN, route.path).toBeUndefined();
    }
  });
});
