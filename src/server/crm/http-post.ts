/**
 * One POST to a receiver that says yes with a 2xx answer: the webhook and build hook adapters share
 * it, so both fail in the same plain words. Anything but 2xx (redirects included: they are not
 * followed, so nothing is re-posted to a host nobody configured), a network error or no answer
 * within the timeout is a failed try, and the error names the receiver and the status or the cause.
 */

/** How much of a failed answer's body the error keeps. */
const ERROR_BODY_CHARS = 200;

/** The POST: where, with what, and how long the receiver may take. */
interface HttpPost {
  /** What the receiver is, for messages: "webhook", "build hook". */
  readonly receiver: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The body; none sends an empty one (Content-Length: 0). */
  readonly body?: string;
  readonly timeoutMs: number;
  /** The global fetch unless a test passes another. */
  readonly fetchImpl?: typeof fetch;
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** Sends the POST; resolves on a 2xx answer, throws an Error saying what went wrong otherwise. */
export async function postOrThrow(post: HttpPost): Promise<void> {
  const fetchImpl = post.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(post.url, {
      method: 'POST',
      headers: { ...post.headers },
      body: post.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(post.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(`${post.receiver} did not answer within ${post.timeoutMs} ms`, { cause: error });
    }
    throw new Error(`${post.receiver} request failed: ${causeOf(error)}`, { cause: error });
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const body = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, ERROR_BODY_CHARS);
  throw new Error(`${post.receiver} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${body ? `: ${body}` : ''}`);
}
