// The file-store port of generated PDFs: a private bucket written by the server and read only through
// short-lived links.

export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Whether an object is stored under `key` (a generated PDF may have expired). */
  exists(key: string): Promise<boolean>;
  /** The stored bytes; null when there is no such object (PDFs answered in the body). */
  get(key: string): Promise<Uint8Array | null>;
  /** A GET link valid for `expiresInSeconds`; `downloadName` makes the browser save it under that name. */
  presignedGetUrl(
    key: string,
    options: { expiresInSeconds: number; downloadName?: string; contentType?: string },
  ): Promise<string>;
  /** Removes the object; nothing happens when there is none (the holder's account deletion). */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (all the PDFs of one document); answers how many. */
  deleteUnder(prefix: string): Promise<number>;
}

/**
 * The resume photos: uploaded by the browser through a presigned PUT, read back by the server to print them,
 * moved out of the pending uploads when a save claims one, and removed when no resume names them any more.
 */
export interface PhotoStore {
  /** The stored bytes; null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  presignedGetUrl(key: string, options: { expiresInSeconds: number }): Promise<string>;
  /** A PUT link for exactly `contentLength` bytes of `contentType` (both signed); `headers` must be sent. */
  presignedPutUrl(
    key: string,
    options: { contentType: string; contentLength: number; expiresInSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /** Whether an object is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Copies the object at `from` to `to` (type kept); false when there is nothing at `from`. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}
