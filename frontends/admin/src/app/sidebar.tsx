/**
 * @module The admin sidebar (docs/rules/admin.md, Sidebar): the pages, the signed-in
 * user's name with the label Admin, the theme switch and Log out.
 */
import { Link, useLocation } from "wouter";
import { BUSINESS_NAME } from "@stringing/core/content/site-defaults";
import { Button } from "@stringing/ui/components/button";
import { LogOutIcon } from "../components/ui/icons/log-out-icon.tsx";
import { useLogout } from "../features/auth/api/logout.ts";
import { displayName, type SessionUser } from "../features/auth/session-user.ts";
import { ThemeSwitch } from "../features/theme/components/theme-switch.tsx";
import { ADMIN_PAGES, resolveAdminPage } from "./admin-pages.ts";
import { PAGE_ICONS } from "./page-icons.ts";
import * as styles from "./sidebar.css.ts";

export interface SidebarProps {
  user: SessionUser;
  /** Called after a page link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** "StringMaster Pro" → "SP". */
export const shopInitials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((letter) => /\p{L}|\p{N}/u.test(letter))
    .slice(0, 2)
    .join("");

export function Sidebar({ user, onNavigate }: SidebarProps) {
  const [location] = useLocation();
  const current = resolveAdminPage(location)?.key;
  const logoutMutation = useLogout();
  const name = displayName(user);

  return (
    <div className={styles.sidebar}>
      <div className={styles.brand}>
        {/* No logo is uploaded anywhere: the shop's initials, rather than an empty box where a logo would be. */}
        <span className={styles.brandMark} aria-hidden="true">
          {shopInitials(BUSINESS_NAME)}
        </span>
        <span className={styles.brandText}>
          <span className={styles.shopName}>{BUSINESS_NAME}</span>
          Back Office
        </span>
      </div>
      <nav aria-label="Admin" className={styles.nav}>
        <ul className={styles.list}>
          {ADMIN_PAGES.map((page) => {
            const Icon = PAGE_ICONS[page.key];
            return (
              <li key={page.key}>
                <Link href={page.path} className={styles.link} aria-current={page.key === current ? "page" : undefined} onClick={onNavigate}>
                  <Icon />
                  {page.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.footer}>
        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.userText}>
            <span className={styles.userName}>{name}</span>
            <span className={styles.role}>Admin</span>
          </span>
        </div>
        <ThemeSwitch />
        <Button variant="ghost" className={styles.logout} isDisabled={logoutMutation.isPending} onPress={() => logoutMutation.mutate()}>
          <LogOutIcon />
          Log out
        </Button>
      </div>
    </div>
  );
}
