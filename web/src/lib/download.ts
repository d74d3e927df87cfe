// Saves a file the server handed out as a short-lived link (presigned S3 URL): fetched and saved under the
// server's file name; where the fetch is refused (CORS, blocked), the link is opened in a new tab instead. A
// file the API answered in its body (a PDF) is saved the same way (`saveBlob`).

export type DownloadOutcome = 'saved' | 'opened';

function clickLink(href: string, setup: (a: HTMLAnchorElement) => void): void {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  setup(a);
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  clickLink(objectUrl, (a) => {
    a.download = fileName;
  });
  // Revoked later: some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export async function downloadFromUrl(url: string, fileName: string): Promise<DownloadOutcome> {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    saveBlob(await res.blob(), fileName);
    return 'saved';
  } catch {
    clickLink(url, (a) => {
      a.target = '_blank';
    });
    return 'opened';
  }
}
