/**
 * The parts page's enquiry form: the generic form filed under 'Parts Enquiry'. When the shopper
 * came from a part's 'Enquire' link (?part=NUMBER), the form names that part as a fixed field, read
 * from the parts index; an unknown number, or an index that cannot load, leaves the part for the
 * shopper to type. The page is static, so the part is read in the browser, after hydration.
 */
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import GenericForm from '../forms/GenericForm.tsx';
import { partsEnquiryForm } from '../../domain/leads/parts-enquiry-form.ts';
import { PARTS_ENQUIRY_PARAM, type Part } from '../../domain/content/parts.ts';

type Props = Omit<ComponentProps<typeof GenericForm>, 'definition'> & {
  /** Where the parts index is served (/parts/index.json). */
  indexPath: string;
};

export default function PartsEnquiryForm({ indexPath, ...formProps }: Props) {
  const [part, setPart] = useState<Part | null>(null);
  useEffect(() => {
    const number = new URLSearchParams(window.location.search).get(PARTS_ENQUIRY_PARAM);
    if (number === null || number === '') return;
    let live = true;
    fetch(indexPath)
      .then((response) => (response.ok ? (response.json() as Promise<{ parts: Part[] }>) : { parts: [] }))
      .then((index) => {
        if (live) setPart(index.parts.find((candidate) => candidate.part_number === number) ?? null);
      })
      // Without the index the shopper still types the part; nothing is lost.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [indexPath]);
  const definition = useMemo(() => partsEnquiryForm(part ?? undefined), [part]);
  // A new part means new starting values: remount the form.
  return <GenericForm key={part?.part_number ?? ''} definition={definition} {...formProps} />;
}
