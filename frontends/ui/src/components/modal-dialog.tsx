/**
 * @module `ModalDialog`: the one modal (the admin's dialogs, `ItemDialog`). A titled dialog over a dimmed
 * overlay; Escape, the overlay and the × button all call `onClose`; focus is
 * trapped inside and returns to the opener; full screen on phones.
 *
 * Render it only while open (`{open ? <ModalDialog …/> : null}`), or pass `isOpen`.
 *
 *   <ModalDialog title="Edit Service" onClose={close} footer={<><Button …>Cancel</Button><Button …>Save</Button></>}>
 *     …form fields…
 *   </ModalDialog>
 *
 * Props: title, children, onClose, isOpen? (default true), description?,
 * footer? (buttons row, bottom), size? "sm" | "md" (default) | "lg",
 * isDismissable? (default true; false keeps it open on overlay clicks, e.g. while saving).
 */
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button.tsx";
import { CloseIcon } from "./icons/close-icon.tsx";
import * as styles from "./modal-dialog.css.ts";

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  isOpen?: boolean;
  description?: string;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  isDismissable?: boolean;
}

export function ModalDialog({ title, children, onClose, isOpen = true, description, footer, size = "md", isDismissable = true }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <div>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {description ? <p className={styles.description}>{description}</p> : null}
            </div>
            <Button variant="ghost" size="icon" aria-label="Close" onPress={onClose}>
              <CloseIcon size={20} />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
