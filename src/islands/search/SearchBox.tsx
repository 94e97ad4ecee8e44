/**
 * The stock search box (spec section 5: debounced by 300 ms, and a new query clears the page).
 * What the shopper types shows at once; the search waits until typing pauses for
 * SEARCH_DEBOUNCE_MS. It is a real GET form on the page's path, so Enter searches even before the
 * island has loaded (the page then opens with `?query=`).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { SEARCH_DEBOUNCE_MS } from '../../domain/basics/constants.ts';

interface Props {
  /** The page's path: where the form goes without JavaScript. */
  action: string;
}

export default function SearchBox({ action }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryHook = useCallback((query: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
  }, []);
  const { query, refine } = useSearchBox({ queryHook });
  const [value, setValue] = useState(query);
  const input = useRef<HTMLInputElement>(null);

  // Follow the search's query when it changes elsewhere (back and forward, 'Clear all filters'),
  // but never under the shopper's fingers.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    input.current?.blur();
  };

  return (
    <form className="search-box" role="search" method="get" action={action} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="search-query">
        Search stock
      </label>
      <input
        ref={input}
        id="search-query"
        className="search-box__input"
        type="search"
        name="query"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search make, model or keyword"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          refine(event.currentTarget.value);
        }}
      />
      <button className="search-box__submit" type="submit">
        Search
      </button>
    </form>
  );
}
