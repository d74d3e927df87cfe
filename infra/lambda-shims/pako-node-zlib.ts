// Bundled in place of `pako` (zlib ported to JavaScript, ~45 KB minified) in every route's Lambda (see
// `lambda-bundling.ts`): pdf-lib deflates its content streams and inflates its standard-font metrics with
// `pako.deflate` / `pako.inflate`, which Node's built-in zlib does natively, and faster. Same format (zlib-wrapped
// deflate), so the PDFs are equally valid; their bytes may differ from pako's, as between any two zlib builds.
import { deflateSync, inflateSync } from 'node:zlib';

type Input = Uint8Array | ArrayBuffer | string;
interface DeflateOptions {
  level?: number;
}

function bytesOf(input: Input): Uint8Array {
  if (typeof input === 'string') return new TextEncoder().encode(input);
  return input instanceof Uint8Array ? input : new Uint8Array(input);
}

// A plain Uint8Array view, not a Buffer: Buffer#slice shares memory where Uint8Array#slice copies, and pdf-lib
// slices what it is given.
function plain(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export function deflate(input: Input, options: DeflateOptions = {}): Uint8Array {
  return plain(deflateSync(bytesOf(input), options.level === undefined ? {} : { level: options.level }));
}

export function inflate(input: Input): Uint8Array {
  return plain(inflateSync(bytesOf(input)));
}

export default { deflate, inflate };
