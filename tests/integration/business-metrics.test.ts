// The business metrics as CloudWatch reads them: the EMF lines Powertools writes while real requests run through
// the local runtime (metrics turned on for it), for a payment approved by Mercado Pago's notification, the PDF it
// releases, and a product limit hit. Namespace, dimensions and values are what the dashboard's widgets query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../lambdas/core/powertools-env';
import { type CapturedOutput, captureOutput } from '../support/capture-output';
import { approve, issuePix, requestPix, saveDeclaracao } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let owner: string;
let output: CapturedOutput | undefined;

beforeAll(async () => {
  runtime = await startTestRuntime({
    mercadoPago: true,
    // One new PIX code per document per hour: the second is a limit hit.
    env: { POWERTOOLS_METRICS_DISABLED: 'false', LIMIT_PIX_ISSUES_PER_HOUR: '1' },
  });
  owner = await runtime.login({ email: 'metricas@example.com', name: 'Métricas' });
});

afterAll(async () => {
  output?.restore();
  await runtime?.stop();
});

/** One EMF line of `name` with its one business dimension, as CloudWatch reads it. */
function emf(name: string, dimension: string, value: string) {
  return {
    _aws: {
      Timestamp: expect.any(Number),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['service', dimension]],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    service: SERVICE_NAME,
    [dimension]: value,
    [name]: 1,
  };
}

const named = (lines: Array<Record<string, unknown>>, name: string) => lines.filter((line) => name in line);

describe('business metrics (EMF)', () => {
  it('counts a payment approved once, however often it is seen, and each PDF handed out, per kind', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    const kind = (await storedDocument(runtime, reference))!.kind;
    const { id } = await issuePix(runtime, owner, reference);
    output = captureOutput();

    // Act: the webhook approves it, a status poll sees it again; the PDF is asked for twice
    await approve(runtime, id);
    const status = await runtime.api(`/mp-status?id=${id}&reference=${reference}`, { token: owner });
    const first = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });
    const again = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token: owner });
    output.restore();

    // Assess
    expect([status.status, first.status, again.status]).toEqual([200, 200, 200]);
    const lines = output.metricLines();
    expect(named(lines, 'PaymentApproved')).toEqual([emf('PaymentApproved', 'kind', kind)]);
    expect(named(lines, 'PdfReleased')).toEqual([
      emf('PdfReleased', 'kind', kind),
      emf('PdfReleased', 'kind', kind),
    ]);
    expect(named(lines, 'LimitHit')).toEqual([]);
  });

  it('counts a product limit hit by its name, and nothing for a request within it', async () => {
    // Prepare
    const reference = await saveDeclaracao(runtime, owner);
    output = captureOutput();

    // Act
    const issued = await requestPix(runtime, owner, reference, { reissue: true });
    const refused = await requestPix(runtime, owner, reference, { reissue: true });
    output.restore();

    // Assess
    expect([issued.status, refused.status]).toEqual([200, 429]);
    expect(output.metricLines()).toEqual([emf('LimitHit', 'limit', 'pixIssues')]);
  });
});
