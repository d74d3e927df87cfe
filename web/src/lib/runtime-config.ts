// Loads `/config.json` (served beside the SPA) once at start and checks it with the shared schema, so a
// bad deploy fails with a clear screen instead of half-working pages.
import { type RuntimeConfig, runtimeConfigSchema } from '@shared/runtime-config';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const res = await fetchImpl('/config.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new RuntimeConfigError(`config.json respondeu HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    if (err instanceof RuntimeConfigError) throw err;
    throw new RuntimeConfigError('config.json não pôde ser lido');
  }
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(raiz)').join(', ');
    throw new RuntimeConfigError(`config.json inválido: ${fields}`);
  }
  if (parsed.data.authMode === 'cognito' && !parsed.data.cognito) {
    throw new RuntimeConfigError('config.json inválido: authMode "cognito" exige o bloco cognito');
  }
  return parsed.data;
}
