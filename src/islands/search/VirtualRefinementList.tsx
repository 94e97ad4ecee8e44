/**
 * A facet refinement with no control of its own: it keeps an attribute's refinement in the search
 * (a page preset, or a URL parameter the sidebar does not show), since InstantSearch applies only
 * refinements some widget owns.
 */
import { useRefinementList } from 'react-instantsearch';

export default function VirtualRefinementList({ field }: { field: string }) {
  useRefinementList({ attribute: field });
  return null;
}
