'use client';

import dynamic from 'next/dynamic';

/** The refine form as an island: its chunk (contracts, zod, the gateway client) loads on the result page only. */
export const RefineIsland = dynamic(() => import('./refine-form.tsx').then((m) => m.RefineForm));
