/**
 * @module Where toasts appear. Two live regions stay mounted: ordinary
 * toasts are announced politely (role=status), destructive ones at once
 * (role=alert). Hovering or focusing a toast pauses its clock.
 */
import { useSyncExternalStore } from "react";
import { toastQueue as defaultQueue, type Toast, type ToastQueue } from "../toast-queue.ts";
import { CloseIcon } from "./icons/close-icon.tsx";
import { PlainButton } from "./plain-button.tsx";
import * as styles from "./toast-region.css.ts";

export function useToasts(queue: ToastQueue = defaultQueue): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visible,
    () => queue.visible,
  );
}

export function ToastRegion({ queue = defaultQueue }: { queue?: ToastQueue }) {
  const toasts = useToasts(queue);
  const polite = toasts.filter((t) => t.variant !== "destructive");
  const urgent = toasts.filter((t) => t.variant === "destructive");
  const pauseHandlers = {
    onMouseEnter: () => queue.pause(),
    onMouseLeave: () => queue.resume(),
    onFocus: () => queue.pause(),
    onBlur: () => queue.resume(),
  };
  return (
    <section aria-label="Notifications" className={styles.region} {...pauseHandlers}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {polite.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={() => queue.dismiss(t.id)} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={() => queue.dismiss(t.id)} />
        ))}
      </div>
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className={`${styles.toast} ${styles.variant[toast.variant]}`} data-variant={toast.variant}>
      <div className={styles.content}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description ? <div className={styles.description}>{toast.description}</div> : null}
      </div>
      <PlainButton className={styles.close} aria-label="Dismiss notification" onPress={onDismiss}>
        <CloseIcon size={16} />
      </PlainButton>
    </div>
  );
}
