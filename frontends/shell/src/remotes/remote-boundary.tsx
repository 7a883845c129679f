/**
 * @module Shows a spinner while a remote's code loads and a friendly message
 * (with a way to try again) when it cannot be loaded or crashes.
 */
import { Component, Suspense, type ErrorInfo, type ReactNode } from "react";
import { Spinner } from "@stringing/ui/components/spinner";
import * as styles from "./remote-boundary.css.ts";

interface RemoteBoundaryProps {
  /** What is being loaded, e.g. "the admin area". */
  label: string;
  children: ReactNode;
}

export function RemoteBoundary({ label, children }: RemoteBoundaryProps) {
  return (
    <RemoteErrorBoundary label={label}>
      <Suspense fallback={<Spinner label={`Loading ${label}`} fullPage />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

interface ErrorBoundaryState {
  failed: boolean;
}

class RemoteErrorBoundary extends Component<RemoteBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Could not load ${this.props.label}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={styles.page}>
        <div role="alert" className={styles.card}>
          <h1 className={styles.title}>Something went wrong</h1>
          <p className={styles.text}>We couldn&apos;t load {this.props.label}. Please check your connection and try again.</p>
          <button type="button" className={styles.button} onClick={() => window.location.reload()}>
            Try again
          </button>
        </div>
      </main>
    );
  }
}
