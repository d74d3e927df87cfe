// The local seal certificate (issue 43 item 1): `npm start`, the tests and the bench seal released PDFs with a
// PKCS#12 made here, a test CA and the seller's certificate it issued (a chain, as an ICP-Brasil e-CNPJ has),
// both named as local test certificates so no reader takes them for the seller's real one. `npm start` makes it
// once, on first start, into the data folder and reads it from there afterwards.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';
import type { SealCertificateFile, SealCertificateSource } from '../lambdas/ports/seal-certificate';

export const LOCAL_SEAL_LABEL = 'certificado de teste local';
const LOCAL_PASSPHRASE = 'teste-local';

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKey: forge.pki.rsa.PublicKey,
  signingKey: forge.pki.rsa.PrivateKey,
  serial: string,
  ca: boolean,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now + 10 * 365 * 24 * 3600 * 1000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        ],
  );
  cert.sign(signingKey, forge.md.sha256.create());
  return cert;
}

/** The local certificate's common name: the seller's name and the label, within the 64 characters allowed. */
export function localSealCommonName(sellerName: string): string {
  const label = ` (${LOCAL_SEAL_LABEL})`;
  return `${sellerName.slice(0, 64 - label.length).trim()}${label}`;
}

/** An RSA key pair made by node:crypto (forge's own takes a second or more in JavaScript). */
function keyPair(): { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

/** A new test CA and the seller's certificate under it, as one PKCS#12 with the chain. */
export function generateTestSealCertificate(sellerName: string): SealCertificateFile {
  const caKeys = keyPair();
  const keys = keyPair();
  const caName = [
    { name: 'commonName', value: `AC de teste local (${LOCAL_SEAL_LABEL})` },
    { name: 'countryName', value: 'BR' },
  ];
  // A UTF8String (forge encodes it), so an accented legal name reads right.
  const utf8 = (value: string) => ({
    value,
    valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
  });
  const sellerSubject: forge.pki.CertificateField[] = [
    // A common name has at most 64 characters: the legal name is cut, never the label.
    { name: 'commonName', ...utf8(localSealCommonName(sellerName)) },
    { name: 'organizationName', ...utf8(LOCAL_SEAL_LABEL) },
    { name: 'countryName', value: 'BR' },
  ];
  const ca = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, '01', true);
  const seller = certificate(sellerSubject, caName, keys.publicKey, caKeys.privateKey, '02', false);
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [seller, ca], LOCAL_PASSPHRASE, {
    algorithm: '3des',
  });
  return {
    p12: Uint8Array.from(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary')),
    passphrase: LOCAL_PASSPHRASE,
  };
}

/** The local runtime's certificate: `<dataDir>/seal/certificate.p12`, made on first start. */
export function localSealCertificate(dataDir: string, sellerName: string): SealCertificateSource {
  const folder = join(dataDir, 'seal');
  const file = join(folder, 'certificado-de-teste-local.p12');
  let loading: Promise<SealCertificateFile> | undefined;
  return {
    load() {
      loading ??= (async () => {
        if (!existsSync(file)) {
          const made = generateTestSealCertificate(sellerName);
          await mkdir(folder, { recursive: true });
          await writeFile(file, made.p12);
          return made;
        }
        return { p12: new Uint8Array(await readFile(file)), passphrase: LOCAL_PASSPHRASE };
      })();
      return loading;
    },
  };
}
