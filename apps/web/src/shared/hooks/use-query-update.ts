import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * Changes the URL's query from what it is about to be, not from what a render read. React Router hands a
 * functional `setSearchParams` the query of the last render, and the URL changes only once the route's
 * loaders have run (the navigation renders later, in a transition): two changes in a row (the two dates
 * of a period typed one after the other, a click right after a debounced search wrote the URL) would
 * otherwise each start from the old query, and the second would drop the first. A change made from an
 * older render (a timer's) starts from the latest query too. Answers the query as rendered and the
 * function that changes it, as `useSearchParams` does.
 */
export function useQueryUpdate() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: (query: URLSearchParams) => void, options?: NavigateOptions) => {
    const query = new URLSearchParams(latest.current);
    change(query);
    latest.current = query;
    return setParams(query, options);
  };
  return [params, update] as const;
}
