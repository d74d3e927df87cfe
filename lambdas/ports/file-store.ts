// The file-store port of generated PDFs: a private bucket written by the server and read only through
// short-lived links.

export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A GET link valid for `expiresInSeconds`; `downloadName` makes the browser save it under that name. */
  presignedGetUrl(
    key: string,
    options: { expiresInSeconds: number; downloadName?: string; contentType?: string },
  ): Promise<string>;
}
