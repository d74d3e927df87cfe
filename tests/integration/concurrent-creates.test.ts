// Concurrent creates over HTTP (issue 17 item 3): one person's 300 simultaneous creates of each kind all
// succeed with distinct references in the spec's shape, since a reference ends in a random suffix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

const CREATES = 300;

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  token = await runtime.login({ email: 'pressa@example.com', name: 'Pressa' });
});

afterAll(async () => {
  await runtime?.stop();
});

describe('300 concurrent creates by one person', () => {
  it('creates every declaration, each with its own reference', async () => {
    // Act
    const answers = await Promise.all(
      Array.from({ length: CREATES }, () =>
        runtime.api('/declaracao-save', { token, body: { form: declaracaoResidenciaExemplo } }),
      ),
    );

    // Assess
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
    const ids = answers.map((a) => a.body.id as string);
    expect(new Set(ids).size).toBe(CREATES);
    for (const id of ids) expect(id).toMatch(/^decl-\d{13}-[0-9a-f]{20}$/);
  });

  it('creates every resume, each with its own id', async () => {
    // Act
    const answers = await Promise.all(
      Array.from({ length: CREATES }, () =>
        runtime.api('/curriculo-save', { token, body: { data: curriculoExemplo, terms_accepted: true } }),
      ),
    );

    // Assess
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body])).toEqual([]);
    const ids = answers.map((a) => a.body.id as string);
    expect(new Set(ids).size).toBe(CREATES);
    for (const id of ids) expect(id).toMatch(/^curriculo-\d{13}-[0-9a-f]{20}$/);
  });
});
