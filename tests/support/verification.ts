// Verification entries written straight into the runtime's table, as a PDF release writes them: for tests of
// what becomes of a document's codes without rendering its PDF.
import { randomUUID } from 'node:crypto';

/** A valid entry for `documentId`, owned by `ownerUid`; answers its code. */
export async function storeCode(documentId: string, kind: string, ownerUid: string): Promise<string> {
  const { createVerificationRepository } = await import('../../lambdas/adapters/verification-repository');
  const { dynamo } = await import('../../lambdas/adapters/dynamo');
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  await createVerificationRepository(dynamo, 'verifications').put({
    code,
    document_id: documentId,
    kind,
    owner_uid: ownerUid,
    released_at: Date.now(),
    sha256: '0'.repeat(64),
    release: 'paid',
    initials: 'M. S.',
    state: 'valid',
  });
  return code;
}

/** The codes listed for a document, read from the table. */
export async function codesOf(documentId: string): Promise<string[]> {
  const { verificationsRepository } = await import('../../lambdas/adapters/verifications-table');
  return (await verificationsRepository.listByDocument(documentId)).map((entry) => entry.code);
}
