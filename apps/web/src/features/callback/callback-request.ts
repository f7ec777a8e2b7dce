/**
 * What a 咨询 button asks for, kept apart from the dialog's rules: the page's listener (callback-buttons.tsx, on every
 * page) imports this alone, so neither zod nor the contracts load before the dialog is first opened.
 */
export interface CallbackRequest {
  /** The service the button stands for. */
  service: string;
  /** The page it is on. */
  from: string;
}

/** The page's path as the contract's short page key (its first 64 characters of the allowed ones). */
export const pageKeyOf = (pathname: string): string => pathname.replace(/[^A-Za-z0-9_./-]/g, '').slice(0, 64);
