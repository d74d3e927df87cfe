// Restarting the runtime on the same data folder keeps everything: the user record in dynalite and the
// issuer's signing key (a token from before the restart still signs the person in).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localSub } from '../../lambdas/local/issuer';
import { readItem } from '../support/dynamo';
import { makeTempDataDir, removeDataDir, startTestRuntime } from '../support/runtime';

let dataDir: string;

beforeAll(async () => {
  dataDir = await makeTempDataDir();
});

afterAll(async () => {
  await removeDataDir(dataDir);
});

it('keeps the user record and the signing key across a restart on the same data folder', async () => {
  // Prepare
  const email = 'persiste@example.com';
  const first = await startTestRuntime({ dataDir });
  const token = await first.login({ email, name: 'Persiste' });
  const written = await first.api('/user-upsert', {
    token,
    body: { email, name: 'Persiste', provider: 'google' },
  });
  expect(written.status).toBe(200);
  await first.stop();

  // Act
  const second = await startTestRuntime({ dataDir });
  try {
    const me = await second.api('/me', { token });
    const item = await readItem(second.dynamoEndpoint, 'users', { uid: localSub(email) });

    // Assess
    expect(second.dynamoEndpoint).not.toBe(first.dynamoEndpoint);
    expect(me.status).toBe(200);
    expect(me.body.uid).toBe(localSub(email));
    expect(item).toMatchObject({ uid: localSub(email), email, name: 'Persiste', status: 'active' });
  } finally {
    await second.stop();
  }
});
