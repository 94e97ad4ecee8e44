/** A numeric range refinement with no control of its own (see VirtualRefinementList). */
import { useRange } from 'react-instantsearch';

export default function VirtualRange({ field }: { field: string }) {
  useRange({ attribute: field });
  return null;
}
