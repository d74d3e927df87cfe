// The seal (issue 43 item 1) checked in Node, as a PDF reader checks it: a released declaration sealed with a
// local test certificate has one ETSI.CAdES.detached signature over the whole file but its contents, whose
// digest and signature verify, naming the signer and the signing time; one byte changed and it no longer does.

import { PDFDict, PDFDocument, PDFName, type PDFString } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateTestSealCertificate, LOCAL_SEAL_LABEL } from '../../local/test-seal-certificate';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { checkPdfSignature, withOneByteChanged } from '../../tests/support/pdf-signature';
import { renderDeclaracaoResidenciaPdf } from './engine';
import { createPdfSealer, type PdfSealer } from './seal';

const AT = new Date('2026-03-04T12:34:56Z');
let sealer: PdfSealer;
let rendered: Uint8Array;

beforeAll(async () => {
  sealer = createPdfSealer(generateTestSealCertificate('Documentos Prontos Serviços Ltda.'), {
    reason: 'Documento emitido por Documentos Prontos Serviços Ltda.',
    location: 'São Paulo, SP',
    contactInfo: 'atendimento@example.com.br',
  });
  rendered = await renderDeclaracaoResidenciaPdf(declaracaoResidenciaExemplo, {
    createdAt: AT,
    verificationUrl: 'https://documentosprontos.com.br/Verificar/ABCDE12345',
  });
}, 60_000);

describe('a sealed PDF', () => {
  it('holds one valid signature over the whole file, naming the signer, the reason and the time', async () => {
    // Act
    const sealed = await sealer.seal(rendered, AT);
    const check = checkPdfSignature(sealed);

    // Assess
    expect(check).toMatchObject({
      valid: true,
      digestMatches: true,
      signatureVerifies: true,
      coversWholeFile: true,
      subFilter: 'ETSI.CAdES.detached',
      signatureCount: 1,
      certificateCount: 2,
      signingTime: AT,
    });
    expect(check.signerName).toBe(`Documentos Prontos Serviços Ltda. (${LOCAL_SEAL_LABEL})`);
    expect(sealer.signerName).toBe(check.signerName);
    expect(check.reason).toContain('Documento emitido por Documentos Prontos Servi');
  });

  it('no longer verifies after one byte inside the signed range changes', async () => {
    // Prepare
    const sealed = await sealer.seal(rendered, AT);

    // Act
    const check = checkPdfSignature(withOneByteChanged(sealed));

    // Assess
    expect(check.digestMatches).toBe(false);
    expect(check.valid).toBe(false);
  });

  it('keeps the text, the page count and the metadata of the rendered file', async () => {
    // Act
    const sealed = await sealer.seal(rendered, AT);

    // Assess
    const [before, after] = await Promise.all([extractPdfText(rendered), extractPdfText(sealed)]);
    const creationDate = (pdf: Uint8Array) =>
      /\/CreationDate\s*\(([^)]*)\)/.exec(Buffer.from(pdf).toString('latin1'))?.[1];
    expect(after.pages).toEqual(before.pages);
    expect(creationDate(sealed)).toBe(creationDate(rendered));
    expect(creationDate(sealed)).toMatch(/^D:20260304/);
  });
});

describe('the seal’s texts', () => {
  it('read back as written, with an unbalanced parenthesis and characters beyond Latin-1', async () => {
    // Prepare
    const legalName = 'Documentos – Prontos (razão social a';
    const odd = createPdfSealer(generateTestSealCertificate(legalName), {
      reason: `Documento emitido por ${legalName}`,
      location: 'São Paulo \\ SP',
      contactInfo: 'atendimento@example.com.br',
    });

    // Act
    const sealed = await odd.seal(rendered, AT);
    const doc = await PDFDocument.load(sealed);
    const signature = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Sig'),
      );
    const text = (key: string) => (signature?.get(PDFName.of(key)) as PDFString | undefined)?.decodeText();

    // Assess
    expect(checkPdfSignature(sealed).valid).toBe(true);
    expect(text('Reason')).toBe(`Documento emitido por ${legalName}`);
    expect(text('Location')).toBe('São Paulo \\ SP');
    expect(text('Name')).toBe(odd.signerName);
    expect(odd.signerName).toContain('Documentos – Prontos');
  });
});
