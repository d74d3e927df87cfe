// The seller's PAdES seal on a released PDF (issue 43 item 1): a signature field whose CMS (ETSI.CAdES.detached,
// SHA-256, signing time, signing-certificate-v2) is made with the PKCS#12 certificate of the seller. The PDF
// plumbing (placeholder, byte range, writing the signature in) is @signpdf's; the CMS is assembled here with
// node-forge's ASN.1 and signed with node:crypto, because @signpdf/signer-p12 decrypts the PKCS#12 and hashes the
// whole file in JavaScript on every call (tens of milliseconds) and leaves out signing-certificate-v2, which
// PAdES asks for.
import { createHash, createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import type { SealCertificateFile } from '../ports/seal-certificate';

/** What the seal says besides the certificate (the signature dictionary's entries). */
export interface SealText {
  /** "Documento emitido por <razão social>". */
  reason: string;
  location: string;
  /** The seller's e-mail, for a reader who asks who signed. */
  contactInfo: string;
}

export interface PdfSealer {
  /** The signer's name as a PDF reader shows it (the certificate's common name). */
  signerName: string;
  seal(pdf: Uint8Array, signingTime: Date): Promise<Uint8Array>;
}

const { asn1 } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
} as const;

const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const seq = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const octets = (bytes: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
const int = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const sha256Algorithm = () => seq([oid(OID.sha256)]);
const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
/** node-forge has `asn1.copy`; its types do not. */
const copy = (node: forge.asn1.Asn1): forge.asn1.Asn1 =>
  (asn1 as unknown as { copy(node: forge.asn1.Asn1): forge.asn1.Asn1 }).copy(node);
const binary = (bytes: Uint8Array) => Buffer.from(bytes).toString('binary');

interface Identity {
  key: KeyObject;
  /** Every certificate of the file (the signer's and its chain), as parsed: their DER is kept as it came. */
  certificates: forge.asn1.Asn1[];
  signer: forge.pki.Certificate;
  signerAsn1: forge.asn1.Asn1;
}

/** Reads the PKCS#12 once: the private key and the certificate that matches it, with the file's other ones. */
function readIdentity(file: SealCertificateFile): Identity {
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(binary(file.p12)), false, file.passphrase);
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(OID.shroudedKeyBag)[0] ?? bags(OID.keyBag)[0];
  const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!privateKey) throw new Error('Seal certificate: the PKCS#12 holds no private key');
  const certBags = bags(OID.certBag);
  const signerBag = certBags.find((bag) => {
    const publicKey = bag.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return publicKey?.n && publicKey.n.compareTo(privateKey.n) === 0;
  });
  if (!signerBag?.cert) {
    throw new Error('Seal certificate: no certificate of the PKCS#12 matches its private key');
  }
  // A parsed certificate keeps its TBS part and signature as read, so this is its DER as it came.
  const asAsn1 = (cert: forge.pki.Certificate) => forge.pki.certificateToAsn1(cert);
  return {
    key: createPrivateKey(forge.pki.privateKeyToPem(privateKey)),
    certificates: certBags.flatMap((bag) => (bag.cert ? [asAsn1(bag.cert)] : [])),
    signer: signerBag.cert,
    signerAsn1: asAsn1(signerBag.cert),
  };
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5652's rule for signing-time). */
function timeOf(at: Date): forge.asn1.Asn1 {
  return at.getUTCFullYear() < 2050
    ? asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(at))
    : asn1.create(asn1.Class.UNIVERSAL, asn1.Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(at));
}

/** Builds the detached CMS SignedData over `content` (the PDF outside its signature's contents). */
function signedData(identity: Identity, content: Buffer, signingTime: Date): Buffer {
  const tbs = identity.signer.tbsCertificate as forge.asn1.Asn1;
  const tbsFields = tbs.value as forge.asn1.Asn1[];
  // TBSCertificate: [0] version, serialNumber, signature, issuer, … (the version is absent only in v1).
  const shift = tbsFields[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = tbsFields[shift]!;
  const issuer = tbsFields[shift + 2]!;
  const certHash = createHash('sha256').update(der(identity.signerAsn1), 'binary').digest('binary');
  const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.signingTime, timeOf(signingTime)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest('binary'))),
    // SigningCertificateV2 { certs: [ ESSCertIDv2 { hash (SHA-256 by default), issuerSerial } ] }.
    attribute(
      OID.signingCertificateV2,
      seq([
        seq([
          seq([
            octets(certHash),
            seq([seq([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuer])]), copy(serial)]),
          ]),
        ]),
      ]),
    ),
  ];
  // DER sorts a SET OF by its elements' encodings; the signature is over the SET, the SignerInfo holds it as [0].
  const sorted = attributes.map(der).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const signedAttrs = sorted.map((bytes) => asn1.fromDer(bytes));
  const signature = sign('sha256', Buffer.from(der(set(signedAttrs)), 'binary'), identity.key);
  const signerInfo = seq([
    int(1),
    seq([copy(issuer), copy(serial)]),
    sha256Algorithm(),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttrs),
    seq([oid(OID.rsaEncryption), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]),
    octets(signature.toString('binary')),
  ]);
  const contentInfo = seq([
    oid(OID.signedData),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      seq([
        int(1),
        set([sha256Algorithm()]),
        seq([oid(OID.data)]),
        asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, identity.certificates),
        set([signerInfo]),
      ]),
    ]),
  ]);
  return Buffer.from(der(contentInfo), 'binary');
}

/**
 * A text as the bytes of a PDF literal string, for @signpdf's placeholder, which writes what it is given between
 * parentheses as it is (a legal name with an unbalanced parenthesis, or a character beyond Latin-1, would break
 * the file): Latin-1 text as it is, anything else as UTF-16BE with its byte-order mark; then `\`, `(` and `)`
 * escaped.
 */
export function pdfTextString(text: string): string {
  const bytes = /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text)
    ? text
    : `\u00fe\u00ff${Buffer.from(text, 'utf16le').swap16().toString('latin1')}`;
  return bytes.replace(/[\\()]/g, (c) => `\\${c}`);
}

class CmsSigner extends Signer {
  constructor(private readonly identity: Identity) {
    super();
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    return signedData(this.identity, pdf, signingTime ?? new Date());
  }
}

/** The signer's common name, as readers show "signed by". */
function commonName(cert: forge.pki.Certificate): string {
  const cn = cert.subject.getField('CN') as { value?: unknown; valueTagClass?: number } | null;
  if (typeof cn?.value !== 'string') return 'Documentos Prontos';
  // forge reads a UTF8String's bytes as they are.
  return cn.valueTagClass === asn1.Type.UTF8 ? forge.util.decodeUtf8(cn.value) : cn.value;
}

/**
 * A sealer for one certificate: the PKCS#12 is read here, once (its decryption is the slow part); each `seal`
 * then adds the signature field to the PDF and signs it.
 */
export function createPdfSealer(file: SealCertificateFile, text: SealText): PdfSealer {
  const identity = readIdentity(file);
  const signer = new CmsSigner(identity);
  const signPdf = new SignPdf();
  // Room for the CMS: the certificates as they are, then the signature (up to a 4096-bit key), the attributes
  // and the signer's issuer twice, with slack. The placeholder counts hex digits, two per byte (an even count:
  // @signpdf pads to half of it).
  const certificateBytes = identity.certificates.reduce((sum, cert) => sum + der(cert).length, 0);
  const signatureLength = 2 * (certificateBytes + 1536);
  const name = commonName(identity.signer);
  return {
    signerName: name,
    async seal(pdf, signingTime) {
      // The rendered file's own metadata (its creation date, producer) is kept as it was.
      const doc = await PDFDocument.load(pdf, { updateMetadata: false });
      pdflibAddPlaceholder({
        pdfDoc: doc,
        reason: pdfTextString(text.reason),
        contactInfo: pdfTextString(text.contactInfo),
        name: pdfTextString(name),
        location: pdfTextString(text.location),
        signingTime,
        signatureLength,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      });
      const withPlaceholder = await doc.save({
        useObjectStreams: false,
        objectsPerTick: Number.POSITIVE_INFINITY,
      });
      return new Uint8Array(await signPdf.sign(Buffer.from(withPlaceholder), signer, signingTime));
    },
  };
}
