import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * Changes the URL's query from what it is about to be, not from what the last render read. React Router
 * hands a functional `setSearchParams` the query of the last render, and the URL changes only once the
 * route's loaders have run: two changes in a row (the two dates of a period, typed one after the other)
 * would otherwise each start from the old query, and the second would drop the first.
 */
export function useQueryUpdate() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  return (change: (query: URLSearchParams) => void, options?: NavigateOptions) => {
    const query = new URLSearchParams(pending.current ?? params);
    change(query);
    pending.current = query;
    return setParams(query, options);
  };
}
