/**
 * @module The sticky navigation bar (public spec §2): section links that
 * scroll smoothly with an 80 px offset, Order Now, Admin Login, and a menu
 * toggle on small screens that closes after a section is chosen.
 */
import { useEffect, useId, useState, type MouseEvent } from "react";
import { Link } from "wouter";
import { Button, buttonClassName } from "@stringing/ui/components/button";
import { CloseIcon } from "@stringing/ui/components/icons/close-icon";
import { MenuIcon } from "@stringing/ui/components/icons/menu-icon";
import { BRAND_NAME } from "../../../app/brand.ts";
import { BrandMark } from "../../../components/ui/brand-mark.tsx";
import { NAV_LINKS, type NavLink } from "../nav-links.ts";
import { scrollToSection, scrollToTop } from "../../../lib/scroll-to-section.ts";
import * as styles from "./nav-bar.css.ts";

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const go = (target: string | null) => {
    const scroll = () => (target === null ? scrollToTop() : scrollToSection(target));
    if (!menuOpen) return void scroll();
    // Close the menu first: measured with the open menu, the target would be
    // off by the menu's height once it collapses.
    setMenuOpen(false);
    requestAnimationFrame(scroll);
  };

  const onLinkClick = (link: NavLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(link.target);
  };

  const links = (
    <ul className={styles.linkList}>
      {NAV_LINKS.map((link) => (
        <li key={link.label}>
          <a className={styles.navLink} href={link.target ? `#${link.target}` : "#"} onClick={onLinkClick(link)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a
          className={styles.brand}
          href="#"
          onClick={(event) => {
            event.preventDefault();
            go(null);
          }}
        >
          <BrandMark />
          <span>{BRAND_NAME}</span>
        </a>

        <nav aria-label="Main" className={styles.desktopNav}>
          {links}
        </nav>

        <div className={styles.actions}>
          <Link href="/auth" className={`${styles.adminLink} ${styles.hiddenOnMobile}`}>
            Admin Login
          </Link>
          <Button className={styles.hiddenOnMobile} onPress={() => go("order")}>
            Order Now
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onPress={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </Button>
        </div>
      </div>

      <nav id={menuId} aria-label="Main menu" className={styles.mobilePanel} hidden={!menuOpen}>
        {links}
        <div className={styles.mobileActions}>
          <Button onPress={() => go("order")}>Order Now</Button>
          <Link href="/auth" className={buttonClassName("secondary")}>
            Admin Login
          </Link>
        </div>
      </nav>
    </header>
  );
}
