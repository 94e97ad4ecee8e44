/**
 * The vehicle page's brochure link (spec section 7: the car PDF is fetched by slug and saved as
 * `{slug}.pdf`; section 8: a failed download shows an alert with the error message).
 *
 * Without JavaScript the link downloads the file by itself. With it, the click fetches the file
 * first, so that a failure is told in words (the server's message, or ours when the network failed)
 * instead of the browser saving an error page as a PDF.
 */

/** Our words for failures the server could not describe. */
const CAR_PDF_DOWNLOAD_TEXTS = {
  preparing: 'Preparing brochure…',
  offline: 'The brochure could not be downloaded. Please check your connection and try again.',
  failed: (status: number) => `The brochure could not be downloaded (error ${status}). Please try again in a few minutes.`,
  notPdf: 'The brochure could not be downloaded: the server did not send a PDF. Please try again in a few minutes.',
} as const;

/** The error a failed answer carries (`{ error }` from the API), or ours for its status. */
async function failureMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : CAR_PDF_DOWNLOAD_TEXTS.failed(response.status);
}

/** Saves a fetched file under `fileName` through a temporary object URL. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start reading the URL only after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches the link's brochure and saves it, or alerts the reason it could not. */
async function download(link: HTMLAnchorElement): Promise<void> {
  const label = link.textContent;
  link.setAttribute('aria-busy', 'true');
  link.textContent = CAR_PDF_DOWNLOAD_TEXTS.preparing;
  try {
    let response: Response;
    try {
      response = await fetch(link.href, { headers: { Accept: 'application/pdf' } });
    } catch {
      window.alert(CAR_PDF_DOWNLOAD_TEXTS.offline);
      return;
    }
    if (!response.ok) {
      window.alert(await failureMessage(response));
      return;
    }
    if (!(response.headers.get('Content-Type') ?? '').startsWith('application/pdf')) {
      window.alert(CAR_PDF_DOWNLOAD_TEXTS.notPdf);
      return;
    }
    save(await response.blob(), link.download);
  } finally {
    link.textContent = label;
    link.removeAttribute('aria-busy');
  }
}

/** Sends clicks on `a[data-car-pdf]` links through download (one listener for the page). */
export function initCarPdfDownloads(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-car-pdf]') : null;
    if (link === null) return;
    event.preventDefault();
    if (link.getAttribute('aria-busy') === 'true') return;
    void download(link);
  });
}
