import { useEffect, useRef } from 'react';

/**
 * A search tool's results heading (`heading`, its ref) and where the page goes once new results are rendered: after
 * a search the visitor asked for (`focusResults.current = true`) the heading takes the focus; after one from the
 * address, a shared link or an entry page's tab (`scrollToResults.current = true`), it is brought into view without
 * moving the focus.
 */
export function useResultsHeading(result: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const scrollToResults = useRef(false);
  useEffect(() => {
    if (result && focusResults.current) {
      focusResults.current = false;
      heading.current?.focus();
    } else if (result && scrollToResults.current) {
      scrollToResults.current = false;
      heading.current?.scrollIntoView({ block: 'start' });
    }
  }, [result]);
  return { heading, focusResults, scrollToResults };
}
