import type { ReactNode } from 'react';

/** The blank layout of spec section 2: the page alone, no header or footer (landing pages, players, the error route). */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
