/** One listener: its target (none: skipped, a browser without that API), the event's name and the handler. */
export type Listener = readonly [target: EventTarget | null | undefined, type: string, handler: (event: never) => void];

/** Adds the listeners and returns what removes them again, in the same order: an effect's or a store's cleanup. */
export function listen(...listeners: Listener[]): () => void {
  for (const [target, type, handler] of listeners) target?.addEventListener(type, handler as unknown as EventListener);
  return () => {
    for (const [target, type, handler] of listeners)
      target?.removeEventListener(type, handler as unknown as EventListener);
  };
}
