/**
 * Toasts: short messages at the top of the page that leave by themselves (the gateway client's
 * failures, spec section 7). Plain DOM, no component to mount: the code ships only with the
 * client islands that import it. One live region per page, so screen readers announce them.
 */

const REGION_ID = 'site-toasts';
const VISIBLE_MS = 3_000;

const region = (): HTMLElement => {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = REGION_ID;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  Object.assign(element.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '1000',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    pointerEvents: 'none',
  } satisfies Partial<CSSStyleDeclaration>);
  document.body.append(element);
  return element;
};

export type ToastKind = 'error' | 'info';

export const showToast = (message: string, kind: ToastKind = 'error'): void => {
  const toast = document.createElement('div');
  toast.textContent = message;
  Object.assign(toast.style, {
    maxWidth: 'min(90vw, 420px)',
    padding: '10px 16px',
    borderRadius: '8px',
    background: kind === 'error' ? '#fef2f2' : '#f0f9ff',
    color: kind === 'error' ? '#991b1b' : '#075985',
    border: `1px solid ${kind === 'error' ? '#fecaca' : '#bae6fd'}`,
    boxShadow: '0 8px 24px rgb(15 23 42 / 0.12)',
    fontSize: '14px',
    lineHeight: '1.5',
    transition: 'opacity 0.2s',
  } satisfies Partial<CSSStyleDeclaration>);
  region().append(toast);
  setTimeout(() => {
    toast.style.opacity = '0';
    setTimeout(() => toast.remove(), 200);
  }, VISIBLE_MS);
};
