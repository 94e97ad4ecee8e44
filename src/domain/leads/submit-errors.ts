/**
 * What a shopper reads when a submission fails (spec section 8): the server's own message when it
 * gave one, otherwise the spec's fallback text (spelt as in the spec).
 */
import { ERROR_TEXTS } from '../basics/texts.ts';

function serverText(serverMessage: string | null | undefined): string | undefined {
  const trimmed = serverMessage?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** A failed lead submission: the server's error, or 'An unexpected error occured'. */
export function leadErrorMessage(serverMessage?: string | null): string {
  return serverText(serverMessage) ?? ERROR_TEXTS.leadSubmitFailed;
}

/**
 * A failed generic form submission: the alert always reads 'An error occurred when submitting this
 * form'; the banner shows the server's message, or that same text.
 */
export function genericFormErrorMessages(serverMessage?: string | null): { alert: string; banner: string } {
  return { alert: ERROR_TEXTS.formSubmitFailed, banner: serverText(serverMessage) ?? ERROR_TEXTS.formSubmitFailed };
}
