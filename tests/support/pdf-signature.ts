// Checks a sealed PDF's signature in Node (issue 43), as a PDF reader does, for tests on machines without
// poppler: the ByteRange covers the whole file but the signature's contents, the CMS's message digest is the
// SHA-256 of those bytes, and its signature over the signed attributes verifies with the signer's certificate.
import { createHash, createPublicKey, verify } from 'node:crypto';
import forge from 'node-forge';

export interface PdfSignatureCheck {
  /** Digest and signature both check, over a range that is the whole file but the contents. */
  valid: boolean;
  digestMatches: boolean;
  signatureVerifies: boolean;
  coversWholeFile: boolean;
  subFilter: string | null;
  signerName: string;
  signingTime: Date | null;
  /** The signature dictionary's /Reason, as written. */
  reason: string | null;
  /** Certificates the CMS carries (the signer's and its chain). */
  certificateCount: number;
  /** How many signature dictionaries the file holds. */
  signatureCount: number;
}

const { asn1 } = forge;
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The PDF's one signature, checked; throws when the file holds none. */
export function checkPdfSignature(pdf: Uint8Array): PdfSignatureCheck {
  const text = latin1(pdf);
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const range = ranges.at(-1);
  if (!range) throw new Error('No /ByteRange: the PDF is not signed');
  const [a, b, c, d] = range.slice(1, 5).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([Buffer.from(pdf.subarray(a, a + b)), Buffer.from(pdf.subarray(c, c + d))]);
  const hex = text.slice(a + b + 1, c - 1);
  const contents = Buffer.from(hex, 'hex');
  const coversWholeFile = a === 0 && text[a + b] === '<' && text[c - 1] === '>' && c + d === pdf.length;

  // The contents are zero-padded after the CMS: parsed up to its own length (forge's options; its types lag).
  const fromDer = asn1.fromDer as unknown as (bytes: string, options: object) => forge.asn1.Asn1;
  const cms = fromDer(contents.toString('binary'), { strict: false, parseAllBytes: false });
  const signedData = ((cms.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
  const fields = signedData.value as forge.asn1.Asn1[];
  const certificates = (fields.find((f) => f.tagClass === asn1.Class.CONTEXT_SPECIFIC && f.type === 0)
    ?.value ?? []) as forge.asn1.Asn1[];
  const signerInfo = (fields.at(-1)!.value as forge.asn1.Asn1[])[0]!;
  const info = signerInfo.value as forge.asn1.Asn1[];
  const signedAttrs = info.find((f) => f.tagClass === asn1.Class.CONTEXT_SPECIFIC && f.type === 0)!;
  const signatureValue = info.at(-1)!.value as string;
  const sid = info[1]!.value as forge.asn1.Asn1[];
  const serial = asn1.toDer(sid[1]!).getBytes();

  let messageDigest = '';
  let signingTime: Date | null = null;
  for (const attribute of signedAttrs.value as forge.asn1.Asn1[]) {
    const [type, values] = attribute.value as forge.asn1.Asn1[];
    const oid = asn1.derToOid(type!.value as string);
    const value = (values!.value as forge.asn1.Asn1[])[0]!;
    if (oid === '1.2.840.113549.1.9.4') messageDigest = value.value as string;
    if (oid === '1.2.840.113549.1.9.5') {
      signingTime =
        value.type === asn1.Type.UTCTIME
          ? asn1.utcTimeToDate(value.value as string)
          : asn1.generalizedTimeToDate(value.value as string);
    }
  }
  const digestMatches = Buffer.from(messageDigest, 'binary').equals(
    createHash('sha256').update(signed).digest(),
  );

  // The signature is over the attributes encoded as a SET (tag 0x31), not as the [0] they are stored in.
  const attributesDer = Buffer.from(asn1.toDer(signedAttrs).getBytes(), 'binary');
  attributesDer[0] = 0x31;
  const signerCert = certificates
    .map((node) => forge.pki.certificateFromAsn1(node))
    .find((cert) => {
      const tbs = (cert.tbsCertificate as forge.asn1.Asn1).value as forge.asn1.Asn1[];
      const shift = tbs[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
      return asn1.toDer(tbs[shift]!).getBytes() === serial;
    });
  const signatureVerifies =
    signerCert !== undefined &&
    verify(
      'sha256',
      attributesDer,
      createPublicKey(forge.pki.publicKeyToPem(signerCert.publicKey)),
      Buffer.from(signatureValue, 'binary'),
    );
  const cn = signerCert?.subject.getField('CN') as { value: string; valueTagClass?: number } | null;
  const signerName = cn
    ? cn.valueTagClass === asn1.Type.UTF8
      ? forge.util.decodeUtf8(cn.value)
      : cn.value
    : '';
  return {
    valid: digestMatches && signatureVerifies && coversWholeFile,
    digestMatches,
    signatureVerifies,
    coversWholeFile,
    subFilter: /\/SubFilter\s*\/([A-Za-z0-9.#]+)/.exec(text)?.[1] ?? null,
    signerName,
    signingTime,
    reason: /\/Reason\s*\(((?:[^()\\]|\\.)*)\)/.exec(text)?.[1] ?? null,
    certificateCount: certificates.length,
    signatureCount: ranges.length,
  };
}

/** The same file with one byte changed halfway into the first signed range (never the signature's contents). */
export function withOneByteChanged(pdf: Uint8Array): Uint8Array {
  const range = [...latin1(pdf).matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)/g)].at(-1);
  if (!range) throw new Error('No /ByteRange: the PDF is not signed');
  const at = Math.floor(Number(range[2]) / 2);
  const changed = Uint8Array.from(pdf);
  changed[at] = changed[at]! ^ 0x01;
  return changed;
}
