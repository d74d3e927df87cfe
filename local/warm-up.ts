// The local runtime's warm-up (issue 41 item 11): right after `npm start` listens, what a Lambda does in its init
// phase, outside the handler, is done here in the background instead of on each route's first request: every
// route's handler module is imported, and the PDF engine (pdf-lib, the fonts, the renderers) and the seller's
// seal are loaded by rendering and sealing one sample declaration, so the first "Gerar PDF" after a start no
// longer waits seconds for them. Requests are served meanwhile; a route asked for before its turn loads itself,
// once (the same promise), as before. The handlers still reach dynalite and s3rver over HTTP, as in AWS.
import { declaracaoResidenciaExemplo } from '@shared/documents/declaracao-residencia/fixtures';
import { logger } from '../lambdas/core/logger';

/** What the warm-up needs of a mounted route: its handler's import, shared with the requests. */
export interface WarmableRoute {
  name: string;
  rendersPdf: boolean;
  load(): Promise<unknown>;
}

/** Yields to the event loop, so requests that arrived meanwhile are taken between two steps. */
const yieldToRequests = () => new Promise<void>((resolveYield) => setImmediate(resolveYield));

/**
 * Imports the PDF routes' handlers, then loads the engine with one sealed render (the slowest first request:
 * seconds on this machine), then every other route's handler (they share most of their modules). Resolves when
 * done or `stopped()` says the runtime is stopping; a failure is logged and left to the request that meets it
 * (it loads the module again and answers its error).
 */
export async function warmUpRoutes(routes: readonly WarmableRoute[], stopped: () => boolean): Promise<void> {
  const started = performance.now();
  const load = async (route: WarmableRoute) => {
    try {
      await route.load();
    } catch (error) {
      logger.warn('local runtime: warm-up could not load a route', { route: route.name, error });
    }
    await yieldToRequests();
  };
  const pdfRoutes = routes.filter((r) => r.rendersPdf);
  for (const route of pdfRoutes) if (!stopped()) await load(route);
  if (pdfRoutes.length > 0 && !stopped()) await warmPdfEngine();
  for (const route of routes.filter((r) => !r.rendersPdf)) if (!stopped()) await load(route);
  logger.debug('local runtime: warmed up', { ms: Math.round(performance.now() - started) });
}

/** Renders and seals one sample declaration: the engine, its fonts and the certificate are then in memory. */
async function warmPdfEngine(): Promise<void> {
  try {
    // Imported here, after the runtime set the environment, as the handlers' modules are (same instances).
    const [{ loadPdfEngine }, { verificationDeps }] = await Promise.all([
      import('../lambdas/pdf-engine/load'),
      import('../lambdas/adapters/verification-deps'),
    ]);
    const engine = await loadPdfEngine();
    await yieldToRequests();
    // As released: the verification footer's QR code, with an address of this machine.
    const pdf = await engine.renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, {
      createdAt: new Date(),
      verificationUrl: `${verificationDeps.siteUrl}/Verificar/AQUECIMENTO`,
      documentReference: 'AQUECIMENTO',
    });
    await yieldToRequests();
    await verificationDeps.seal?.seal(pdf, new Date());
  } catch (error) {
    logger.warn('local runtime: warm-up could not render a sample PDF', { error });
  }
}
