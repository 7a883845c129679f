/**
 * @module `ActionMenu`: a button that opens a menu of row actions
 * (react-aria MenuTrigger + Menu: arrow keys, Enter, Escape).
 *
 *   <ActionMenu label={`Actions for order #${o.id}`} items={[
 *     { id: "view", label: "View details", onAction: () => open(o) },
 *     { id: "delete", label: "Delete", onAction: () => ask(o), destructive: true, separatorBefore: true },
 *   ]} />
 *
 * `label` is the button's accessible name; `buttonText` (default "Actions") is what it shows.
 * An item with `href` is a link that opens in a new tab (a label PDF, say).
 */
import { Fragment } from "react";
import { Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { Button } from "@stringing/ui/components/button";
import * as styles from "./action-menu.css.ts";

export interface ActionMenuItem {
  id: string;
  label: string;
  /** Optional for an `href` item, which opens its link. */
  onAction?: () => void;
  isDisabled?: boolean;
  destructive?: boolean;
  separatorBefore?: boolean;
  href?: string;
}

export interface ActionMenuProps {
  label: string;
  items: readonly ActionMenuItem[];
  buttonText?: string;
  isDisabled?: boolean;
}

export function ActionMenu({ label, items, buttonText = "Actions", isDisabled }: ActionMenuProps) {
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  return (
    <MenuTrigger>
      <Button variant="secondary" size="sm" aria-label={label} isDisabled={isDisabled}>
        {buttonText}
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu className={styles.menu} disabledKeys={disabledKeys} onAction={(key) => items.find((i) => i.id === key)?.onAction?.()}>
          {items.map((i) => (
            <Fragment key={i.id}>
              {i.separatorBefore ? <Separator className={styles.separator} /> : null}
              <MenuItem
                id={i.id}
                textValue={i.label}
                className={i.destructive ? `${styles.item} ${styles.destructive}` : styles.item}
                {...(i.href ? { href: i.href, target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {i.label}
              </MenuItem>
            </Fragment>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
