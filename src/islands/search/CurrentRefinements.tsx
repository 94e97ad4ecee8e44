/**
 * The filters in force, each with a remove button, and 'Clear all'. The page's own preset (the
 * condition of /search/new-cars, the make of a brand directory) is not listed and never cleared:
 * it is what the page is.
 */
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { FILTER_ATTRIBUTE_KINDS, type ListAttribute, type NumericRange, type RangeAttribute } from '../../domain/search/types.ts';
import { attributeOfField } from '../../search/instantsearch-routing.ts';
import { ATTRIBUTE_LABELS, facetValueLabel, filterLabel, rangeLabel, type FacetLabelContext } from '../../domain/search/refinement-labels.ts';

interface Props {
  /** Document fields of the page's preset refinements. */
  presetFields: readonly string[];
  labels: FacetLabelContext;
}

interface Chip {
  key: string;
  text: string;
  remove: () => void;
}

export default function CurrentRefinements({ presetFields, labels }: Props) {
  const { region } = labels;
  const excludedAttributes = ['query', ...presetFields];
  const { items } = useCurrentRefinements({ excludedAttributes });
  const { refine: clearAll, canRefine: canClear } = useClearRefinements({ excludedAttributes });
  const chips: Chip[] = [];
  for (const item of items) {
    const attribute = attributeOfField(item.attribute);
    if (attribute === undefined) continue;
    const name = filterLabel(ATTRIBUTE_LABELS[attribute], region);
    if (FILTER_ATTRIBUTE_KINDS[attribute] === 'range') {
      const min = item.refinements.find((r) => r.operator === '>=');
      const max = item.refinements.find((r) => r.operator === '<=');
      const range: NumericRange | undefined =
        min && max ? { min: Number(min.value), max: Number(max.value) } : min ? { min: Number(min.value) } : max ? { max: Number(max.value) } : undefined;
      if (range === undefined) continue;
      chips.push({
        key: item.attribute,
        text: `${name}: ${rangeLabel(attribute as RangeAttribute, range, region)}`,
        remove: () => {
          for (const refinement of item.refinements) item.refine(refinement);
        },
      });
      continue;
    }
    for (const refinement of item.refinements) {
      chips.push({
        key: `${item.attribute}:${refinement.value}`,
        text: `${name}: ${facetValueLabel(attribute as ListAttribute, String(refinement.value), labels)}`,
        remove: () => item.refine(refinement),
      });
    }
  }
  if (chips.length === 0) return null;
  return (
    <div className="current-refinements">
      <h3 className="visually-hidden">Selected filters</h3>
      <ul className="current-refinements__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="chip" onClick={chip.remove} aria-label={`Remove ${chip.text}`}>
              {chip.text}
              <span aria-hidden="true"> ×</span>
            </button>
          </li>
        ))}
      </ul>
      {canClear && (
        <button type="button" className="link-button" onClick={clearAll}>
          Clear all
        </button>
      )}
    </div>
  );
}
