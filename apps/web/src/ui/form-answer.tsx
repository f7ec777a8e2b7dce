import type { ReactNode } from 'react';

/**
 * A form's answer after a send: the status line (always in the page, empty until there is news, so that screen readers
 * announce it when it is filled) and the failure (announced at once), in the form's own `notice` and `failure` classes.
 */
export function FormAnswer({
  notice,
  failure,
  classes,
}: {
  notice: ReactNode;
  failure: string | null | undefined;
  classes: { notice?: string; failure?: string };
}) {
  return (
    <>
      <p role="status" className={classes.notice}>
        {notice}
      </p>
      {failure ? (
        <p role="alert" className={classes.failure}>
          {failure}
        </p>
      ) : null}
    </>
  );
}
