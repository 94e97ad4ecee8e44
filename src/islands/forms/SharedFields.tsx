/**
 * The field blocks many forms ask the same way, written once: who the shopper is (ContactFields),
 * where they live (PostcodeField), which dealership the lead goes to (DealershipField) and what
 * they agree to (ConsentFields: the opt-in, and the site's terms where it sets them).
 */
import type { ContactFormValues } from '../../domain/leads/contact-form.ts';
import { optInLabel, type EnquiryFormValues } from '../../domain/leads/enquiry-form.ts';
import { normalisePostcodeInput, type PostcodeRule } from '../../domain/leads/postcode.ts';
import { fieldsFor } from './FormFields.tsx';

/** The fields these blocks ask: named as the contact page's and the enquiry's definitions name them. */
type SharedFieldValues = Pick<ContactFormValues, 'name' | 'last_name' | 'postcode' | 'phone' | 'email'> & Pick<EnquiryFormValues, 'dealership_slug' | 'opt_in' | 'terms_conditions'>;

const { CheckboxField, SelectField, TextField } = fieldsFor<SharedFieldValues>();

/** The postcode (zip code in the US) by the region's rule: digits only, at most the rule's length. */
export function PostcodeField({ rule }: { rule: PostcodeRule }) {
  return (
    <TextField
      name="postcode"
      label={rule.label}
      autoComplete="postal-code"
      inputMode="numeric"
      maxLength={rule.length}
      transform={(raw) => normalisePostcodeInput(raw, rule)}
    />
  );
}

interface ContactFieldsProps {
  /**
   * `lead`: name, e-mail, phone (then the postcode when asked), the order of every lead form;
   * `contact-page`: the contact page's first name, last name, postcode, mobile and e-mail (spec
   * section 3, "Contact form fields").
   */
  readonly layout?: 'lead' | 'contact-page';
  /** What the phone field is called: Mobile (the region's word for it) where the form wants a number to text. */
  readonly phoneLabel?: string;
  /** Asks the postcode by this rule (the region's); left out, the postcode is not asked. */
  readonly postcode?: PostcodeRule | undefined;
}

/** The e-mail address, as every form asks it (ContactFields; on its own, the search pages' "Save this search"). */
export function EmailField() {
  return <TextField name="email" label="Email" type="email" autoComplete="email" />;
}

/** Who the shopper is and how to reach them. */
export function ContactFields({ layout = 'lead', phoneLabel = 'Phone', postcode }: ContactFieldsProps) {
  const phone = <TextField name="phone" label={phoneLabel} type="tel" autoComplete="tel" />;
  const email = <EmailField />;
  if (layout === 'contact-page') {
    return (
      <>
        <TextField name="name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" />
        {postcode !== undefined && <PostcodeField rule={postcode} />}
        {phone}
        {email}
      </>
    );
  }
  return (
    <>
      <TextField name="name" label="Name" autoComplete="name" />
      {email}
      {phone}
      {postcode !== undefined && <PostcodeField rule={postcode} />}
    </>
  );
}

/** A dealership a lead may go to, as a form's dealership select offers it. */
export interface DealershipChoice {
  readonly slug: string;
  readonly name: string;
}

/**
 * The dealership select (required). `prompt` starts it on 'Choose a dealership'; without it the
 * first dealership is chosen from the start (the finance application, which always names one).
 */
export function DealershipField({ dealerships, prompt = true }: { dealerships: readonly DealershipChoice[]; prompt?: boolean }) {
  const options = dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }));
  return <SelectField name="dealership_slug" label="Dealership" required options={prompt ? [{ value: '', label: 'Choose a dealership' }, ...options] : options} />;
}

/** The site's terms for its forms: the box's words, and the page they link to. */
interface FormTerms {
  readonly label: string;
  readonly href: string;
  readonly linkText: string;
}

/**
 * What the shopper agrees to: the opt-in (never required; the site's words, else the spec's), then,
 * where the site sets terms for its forms, the terms box that must be ticked, with its link.
 */
export function ConsentFields({ optInText, terms }: { optInText?: string | undefined; terms?: FormTerms | undefined }) {
  return (
    <>
      <CheckboxField name="opt_in" label={optInLabel(optInText)} />
      {terms !== undefined && (
        <CheckboxField name="terms_conditions" label={terms.label}>
          <p className="lead-field__link">
            <a href={terms.href} target="_blank" rel="noopener">
              {terms.linkText} (opens in a new tab)
            </a>
          </p>
        </CheckboxField>
      )}
    </>
  );
}
