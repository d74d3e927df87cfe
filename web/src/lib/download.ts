// Saves a file the server handed out as a short-lived link (presigned S3 URL): fetched and saved under the
// server's file name; where the fetch is refused (CORS, blocked), the link is opened in a new tab instead.

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

export async function downloadFromUrl(url: string, fileName: string): Promise<DownloadOutcome> {
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const blob = await res.blob();
    const objectUrl = URL.createObjectURL(blob);
    clickLink(objectUrl, (a) => {
      a.download = fileName;
    });
    // Revoked later: some browsers read the blob after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    return 'saved';
  } catch {
    clickLink(url, (a) => {
      a.target = '_blank';
    });
    return 'opened';
  }
}
