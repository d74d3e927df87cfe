// The seller's seal on released PDFs (issue 43 item 1): one sealer per container, made on the first seal from the
// certificate (read once: Secrets Manager in AWS, the local test certificate otherwise) and the PDF engine's
// signer, so a route that never releases a PDF neither reads the secret nor loads the signer.

import { loadPdfEngine } from '../pdf-engine/load';
import type { SealText } from '../pdf-engine/seal';
import type { SealCertificateSource } from '../ports/seal-certificate';

export interface PdfSeal {
  /** The PDF sealed at `signingTime`; a failure fails the release (no unsealed file is handed out as sealed). */
  seal(pdf: Uint8Array, signingTime: Date): Promise<Uint8Array>;
}

/** Who issues the documents, as the seal states it. */
export interface SealIssuer {
  legalName: string;
  address: string;
  email: string;
}

/** The signature's reason (issue 43: "Documento emitido por <razão social>"), location and contact. */
export function sealText(issuer: SealIssuer): SealText {
  return {
    reason: `Documento emitido por ${issuer.legalName}`,
    location: issuer.address,
    contactInfo: issuer.email,
  };
}

export function createPdfSeal(certificates: SealCertificateSource, issuer: () => SealIssuer): PdfSeal {
  let sealer: Promise<Awaited<ReturnType<PdfEngineSealer>>> | undefined;
  const load = () => {
    if (!sealer) {
      sealer = (async () => {
        const [engine, file] = await Promise.all([loadPdfEngine(), certificates.load()]);
        return engine.createPdfSealer(file, sealText(issuer()));
      })();
      // A failed read (a throttled secret) is tried again by the next release rather than remembered.
      sealer.catch(() => {
        sealer = undefined;
      });
    }
    return sealer;
  };
  return {
    async seal(pdf, signingTime) {
      return (await load()).seal(pdf, signingTime);
    },
  };
}

type PdfEngineSealer = typeof import('../pdf-engine/seal').createPdfSealer;
