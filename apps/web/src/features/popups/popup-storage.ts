/**
 * Where the activity pop-up's display record lives: local storage, one key per pop-up (the brand
 * is the origin). Storage that cannot be used reads as unreadable, so the pop-up is not shown
 * rather than shown on every page.
 */

const keyOf = (id: number) => `site:activity-popup:${id}`;

/** The stored record, null when there is none, or a value that parses as unreadable. */
export const readShowRecord = (id: number): string | null => {
  try {
    return localStorage.getItem(keyOf(id));
  } catch {
    return 'unavailable';
  }
};

export const writeShowRecord = (id: number, value: string): boolean => {
  try {
    localStorage.setItem(keyOf(id), value);
    return true;
  } catch {
    return false;
  }
};
