/** The back office's roles (issue 25, packages/contracts/src/admin.ts) and what each may see. */
import { STAFF_ROLES, type StaffRole } from '@site/contracts/admin';

export { STAFF_ROLES, type StaffRole };

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Roles that work leads: they see phone numbers and e-mails unmasked and may change a lead. */
export const LEAD_WORKERS: readonly StaffRole[] = ['admin', 'sales'];
/** Roles that may read the inbox: compliance reads it masked (its questionnaire reports); marketing reads the funnel only. */
export const LEAD_READERS: readonly StaffRole[] = ['admin', 'sales', 'compliance'];

/** 138****8000, a***@example.com */
export const maskPhone = (phone: string | null): string | null => {
  if (!phone) return phone;
  const digits = phone.replace(/\s+/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
};

export const maskEmail = (email: string | null): string | null => {
  if (!email) return email;
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
};
