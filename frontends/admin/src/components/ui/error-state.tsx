/**
 * @module `ErrorState`: a failed load, announced, with a Retry button when
 * `onRetry` is given, e.g.
 * `<ErrorState title="Error loading customers" message={describeError(q.error, "…")} onRetry={() => q.refetch()} />`.
 */
import { Button } from "@stringing/ui/components/button";
import * as styles from "./states.css.ts";

export interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

export function ErrorState({ message, title = "Something went wrong", onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.errorTitle}>{title}</p>
      <p className={styles.text}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry} isDisabled={isRetrying}>
          {isRetrying ? "Retrying..." : "Retry"}
        </Button>
      ) : null}
    </div>
  );
}
