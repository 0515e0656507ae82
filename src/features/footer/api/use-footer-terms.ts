import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getFooterTerms, type FooterTerm } from './get-footer-terms';
import { footerKeys } from './query-keys';

/** Terms list by login state; a failure is only logged (seed 000 §8). */
export function useFooterTerms(loggedIn: boolean, enabled: boolean): FooterTerm[] {
  const query = useQuery({
    queryKey: footerKeys.terms(loggedIn),
    queryFn: ({ signal }) => getFooterTerms(loggedIn, signal),
    enabled,
    staleTime: Infinity,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('footer terms failed', error);
  }, [error]);
  return Array.isArray(query.data) ? query.data : [];
}
