// Captures what the process writes to stdout and stderr (the logger's JSON lines, Powertools' EMF metric lines) so
// a test can assert on it; nothing captured reaches the terminal.
import { vi } from 'vitest';

export interface CapturedOutput {
  /** Everything written so far. */
  text(): string;
  /** The JSON log lines written so far, parsed (metric lines left out). */
  logLines(): Array<Record<string, unknown>>;
  /** The EMF lines (CloudWatch metrics, `_aws` key) written so far, parsed. */
  metricLines(): Array<Record<string, unknown>>;
  restore(): void;
}

export function captureOutput(): CapturedOutput {
  const chunks: string[] = [];
  const record = (chunk: unknown) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(record);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(record);
  const jsonLines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    text: () => chunks.join(''),
    logLines: () => jsonLines().filter((line) => !('_aws' in line)),
    metricLines: () => jsonLines().filter((line) => '_aws' in line),
    restore() {
      stdout.mockRestore();
      stderr.mockRestore();
    },
  };
}
