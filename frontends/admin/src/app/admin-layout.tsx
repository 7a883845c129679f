/**
 * @module The admin shell: a 260 px sidebar beside the page on wide screens;
 * on small screens a top bar whose menu button opens the sidebar as a
 * slide-out drawer (a modal dialog: focus stays inside, Escape closes).
 */
import { useState, type ReactNode } from "react";
import { Dialog, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "@stringing/ui/components/button";
import { CloseIcon } from "@stringing/ui/components/icons/close-icon";
import { MenuIcon } from "@stringing/ui/components/icons/menu-icon";
import type { SessionUser } from "../features/auth/session-user.ts";
import * as styles from "./admin-layout.css.ts";
import { Sidebar } from "./sidebar.tsx";

export function AdminLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={styles.layout}>
      <aside className={styles.fixedSidebar}>
        <Sidebar user={user} />
      </aside>

      <div className={styles.topBar}>
        <Button variant="ghost" size="icon" aria-label="Open menu" aria-expanded={drawerOpen} onPress={() => setDrawerOpen(true)}>
          <MenuIcon size={24} />
        </Button>
        <span className={styles.topTitle}>Back Office</span>
      </div>
      <ModalOverlay isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog aria-label="Menu" className={styles.dialog}>
            <Button variant="ghost" size="icon" aria-label="Close menu" className={styles.closeButton} onPress={() => setDrawerOpen(false)}>
              <CloseIcon size={20} />
            </Button>
            <Sidebar user={user} onNavigate={() => setDrawerOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>

      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
