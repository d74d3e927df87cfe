// Startup failures of the local runtime that the developer can fix, each with a message naming the cause
// and the setting that changes it; `start.ts` prints the message alone, without a stack trace.

export class LocalRuntimeError extends Error {
  override name = 'LocalRuntimeError';
}

export class PortInUseError extends LocalRuntimeError {
  override name = 'PortInUseError';
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use. Stop the program using it, or choose another port with the PORT ` +
        `variable, e.g. PORT=${port === 3000 ? 3001 : 3000} npm start`,
    );
  }
}

export class DataDirLockedError extends LocalRuntimeError {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is already in use by another local runtime (process ${pid}). ` +
        'Stop that one first (Ctrl-C in its terminal), or give this one its own folder with DATA_DIR=<folder>.',
    );
  }
}
