/**
 * The careers enquiry form: on /careers and on each role's page. It is sent as a generic
 * form under 'Careers Enquiry', which the server files as a General Enquiry with subcategory Career
 * Enquiry and event 51 (spec section 9; src/domain/leads/event-ids.ts). The spec lists no fields;
 * ours are the role, the details a hiring manager needs to call back, a message and an optional link
 * to a CV (text: the site takes no file uploads).
 */
import { CAREERS_ENQUIRY_CATEGORY } from '../leads/event-ids.ts';
import { genericFormDefinition, type GenericField, type GenericFormDefinition } from './generic-form.ts';

/** The field naming the role applied for. */
export const ROLE_FIELD = 'Role';

/** What a shopper picks when no advertised role fits. */
export const ANY_ROLE = 'Any suitable role';

/** The advertised roles, then ANY_ROLE: a list never empty, as a select's options must be. */
function withAnyRole(roles: readonly string[]): [string, ...string[]] {
  const [first = ANY_ROLE, ...rest] = [...roles, ANY_ROLE];
  return [first, ...rest];
}

/**
 * The form with the role fixed (a role's page), chosen from `roles` (the careers page), or left
 * open (on the server, which only checks that some role is named).
 */
export function careersEnquiryForm(role: { readonly fixed: string } | { readonly choices: readonly string[] } | undefined = undefined): GenericFormDefinition {
  const roleField: GenericField =
    role === undefined
      ? { kind: 'text', name: ROLE_FIELD, required: true }
      : 'fixed' in role
        ? { kind: 'fixed', name: ROLE_FIELD, required: true, value: role.fixed }
        : { kind: 'select', name: ROLE_FIELD, required: true, options: withAnyRole(role.choices) };
  return genericFormDefinition({
    category: CAREERS_ENQUIRY_CATEGORY,
    optIn: false,
    fields: [
      roleField,
      { kind: 'text', name: 'First name', required: true, autoComplete: 'given-name' },
      { kind: 'text', name: 'Last name', required: true, autoComplete: 'family-name' },
      { kind: 'email', name: 'Email', required: true, autoComplete: 'email' },
      { kind: 'phone', name: 'Phone', required: true, autoComplete: 'tel' },
      { kind: 'textarea', name: 'Message', required: false },
      { kind: 'text', name: 'Link to your CV', required: false, autoComplete: 'url' },
    ],
  });
}
