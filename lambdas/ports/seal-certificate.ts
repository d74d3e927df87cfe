// Where the seller's seal certificate comes from (issue 43 item 1): Secrets Manager in AWS
// (adapters/seal-certificate.ts), a local test certificate in `npm start` and the tests
// (local/test-seal-certificate.ts).

/** The seller's certificate as stored: a PKCS#12 file (the key and its chain) and its passphrase. */
export interface SealCertificateFile {
  p12: Uint8Array;
  passphrase: string;
}

export interface SealCertificateSource {
  /** The certificate; read once per container (a rotated one reaches new containers). */
  load(): Promise<SealCertificateFile>;
}
