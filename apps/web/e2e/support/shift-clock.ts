/**
 * Loaded into the server the browser tests start (`node --import`) when E2E_CLOCK is set (playwright.config.ts):
 * the server's clock runs from that instant instead of now, so the suite can be run as it will run on a later day
 * (the seeded campaigns and pop-ups that start then are live). Test support only; never loaded otherwise.
 */
const target = Date.parse(process.env.E2E_CLOCK ?? '');
if (Number.isFinite(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  // Statics other than now() stay the real ones (a subclass does not always see them once transpiled).
  Object.assign(ShiftedDate, { UTC: RealDate.UTC, parse: RealDate.parse });
  globalThis.Date = ShiftedDate as DateConstructor;
  console.log(`[e2e] server clock shifted to ${new RealDate(target + 0).toISOString()}`);
}
