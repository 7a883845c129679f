/**
 * @module The sticky navigation bar (docs/rules/public-site.md, Navigation): section links that
 * scroll smoothly with an 80 px offset, Order Now, Admin Login, and a menu
 * toggle on small screens that closes after a section is chosen. The links
 * work as plain HTML too; the toggle waits for the page to be hydrated.
 * Admin Login is a plain link, a full page load: `/` runs without the shell
 * and its router (decision record 0024), and the HTML of `/auth` brings the
 * admin's preload links.
 */
import { useEffect, useId, useState } from "react";
import { flushSync } from "react-dom";
import { buttonClassName } from "@stringing/ui/button-class-name";
import { CloseIcon } from "@stringing/ui/components/icons/close-icon";
import { MenuIcon } from "@stringing/ui/components/icons/menu-icon";
import { PlainButton } from "@stringing/ui/components/plain-button";
import { BRAND_NAME } from "../../../app/brand.ts";
import { BrandMark } from "../../../components/ui/brand-mark.tsx";
import { NAV_LINKS } from "../nav-links.ts";
import { scrollToSection, scrollToTop } from "../../../lib/scroll-to-section.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { SectionLink } from "../../../components/ui/section-link.tsx";
import * as styles from "./nav-bar.css.ts";

const ADMIN_LOGIN = "/auth";

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const go = (target: string | null) => {
    // Close the menu first, in the DOM, before measuring: measured with the
    // open menu, the target would be off by the menu's height once it collapses.
    if (menuOpen) flushSync(() => setMenuOpen(false));
    if (target === null) scrollToTop();
    else scrollToSection(target);
  };

  const links = (
    <ul className={styles.linkList}>
      {NAV_LINKS.map((link) => (
        <li key={link.label}>
          <SectionLink className={styles.navLink} target={link.target} onNavigate={go}>
            {link.label}
          </SectionLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SectionLink className={styles.brand} target={null} onNavigate={go}>
          <BrandMark className={styles.brandMark} />
          <span>{BRAND_NAME}</span>
        </SectionLink>

        <nav aria-label="Main" className={styles.desktopNav}>
          {links}
        </nav>

        <div className={styles.actions}>
          <div className={styles.barCalls}>
            <a href={ADMIN_LOGIN} className={styles.adminLink}>
              Admin Login
            </a>
            <SectionLink target="order" className={`${buttonClassName("primary", "sm")} ${styles.callLink}`} onNavigate={go}>
              Order Now
            </SectionLink>
          </div>
          <div className={styles.menuToggle}>
            <PlainButton
              className={`${buttonClassName("ghost", "icon")} ${styles.menuButton}`}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label="Menu"
              isDisabled={!hydrated}
              onPress={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </PlainButton>
          </div>
        </div>
      </div>

      <nav id={menuId} aria-label="Main menu" className={styles.mobilePanel} hidden={!menuOpen}>
        {links}
        <div className={styles.mobileActions}>
          <SectionLink target="order" className={buttonClassName("primary")} onNavigate={go}>
            Order Now
          </SectionLink>
          <a href={ADMIN_LOGIN} className={buttonClassName("secondary")}>
            Admin Login
          </a>
        </div>
      </nav>
    </header>
  );
}
