/**
 * Center gateway: the rest of spec section 7 'Business and general' and 'Order, resource and survey'
 * (business, notify, channel, order, resource). Where the spec shows no field names, the names are ours.
 * One file per area; this module gathers them, so `businessExtra` and `@site/contracts/business-extra` still hold
 * every call.
 */

export * from './agreements.ts';
export * from './forms.ts';
export * from './official-query.ts';
export * from './partners.ts';
export * from './popups.ts';
export * from './prices.ts';
