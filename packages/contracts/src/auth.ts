import { z } from 'zod';
import { defineCall } from './call.ts';

/** Relative /auth calls. */

export const logout = defineCall({
  method: 'POST',
  base: '',
  path: '/auth/logout',
  /** Nothing to send: no body, or an empty JSON object (what the client sends). */
  body: z.object({}).optional(),
  data: z.null(),
  auth: 'required',
  summary:
    "End the session (Bearer, or the portal cookie from the portal's own origin; both credentials are revoked, the cookie cleared); never fails",
});
