import { Fragment, type ReactNode } from 'react';
import {
  Button,
  Header,
  Menu as AriaMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import * as styles from './Menu.css';

export interface MenuEntry {
  id: string;
  label: string;
  /** Goes to this address when chosen (through the app's router, as a link does). */
  href?: string | undefined;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** Short text at the end of the item, e.g. an unread count; part of the item's name. */
  detail?: string | undefined;
  /** A leaving or destructive action (log out): the critical colour. */
  tone?: 'critical' | undefined;
}

export interface MenuGroup {
  id: string;
  /** A visible heading for the group; groups are also parted by a line. */
  label?: string | undefined;
  items: readonly MenuEntry[];
}

export interface MenuButtonProps {
  /** The trigger's accessible name (and the menu's); shown as text when there is no icon. */
  label: string;
  /** A decorative icon for the trigger: an icon button of the header's size. */
  icon?: ReactNode;
  groups: readonly MenuGroup[];
  /** Called with an item's id when an item without `href` is chosen. */
  onAction?: ((id: string) => void) | undefined;
  /** Where the menu opens beside its trigger (default: below, aligned to the end). */
  placement?: 'bottom end' | 'bottom start' | undefined;
  /** Told when the menu opens or closes (e.g. to read what it shows only when wanted). */
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/**
 * A button that opens a menu of links and actions (react-aria's MenuTrigger, Menu and Popover):
 * Enter, Space or Arrow Down open it with the first item focused (Arrow Up: the last), arrows and
 * typing move between items, Enter chooses, Escape closes and focus returns to the button. Items are
 * at least 44 px high and show a focus ring when reached by keyboard.
 */
export function MenuButton({
  label,
  icon,
  groups,
  onAction,
  placement = 'bottom end',
  onOpenChange,
}: MenuButtonProps) {
  const visible = groups.filter((group) => group.items.length > 0);
  return (
    <MenuTrigger {...(onOpenChange ? { onOpenChange } : {})}>
      <Button
        {...(icon === undefined ? {} : { 'aria-label': label })}
        className={icon === undefined ? styles.trigger : `${styles.trigger} ${styles.iconOnly}`}
      >
        {icon === undefined ? label : <span aria-hidden="true">{icon}</span>}
      </Button>
      <Popover placement={placement} className={styles.popover}>
        <AriaMenu
          aria-label={label}
          className={styles.menu}
          {...(onAction ? { onAction: (key: Key) => onAction(String(key)) } : {})}
        >
          {visible.map((group, index) => (
            <Fragment key={group.id}>
              {index > 0 ? <Separator className={styles.separator} /> : null}
              <MenuSection id={group.id} {...(group.label ? { 'aria-label': group.label } : {})}>
                {group.label ? (
                  <Header className={styles.sectionHeader}>{group.label}</Header>
                ) : null}
                {group.items.map((item) => (
                  <MenuItem
                    key={item.id}
                    id={item.id}
                    textValue={item.detail ? `${item.label} ${item.detail}` : item.label}
                    {...(item.href === undefined ? {} : { href: item.href })}
                    className={
                      item.tone === 'critical' ? `${styles.item} ${styles.critical}` : styles.item
                    }
                  >
                    {item.icon === undefined ? null : (
                      <span aria-hidden="true" className={styles.itemIcon}>
                        {item.icon}
                      </span>
                    )}
                    <span className={styles.itemLabel}>{item.label}</span>
                    {item.detail ? <span className={styles.itemDetail}>{item.detail}</span> : null}
                  </MenuItem>
                ))}
              </MenuSection>
            </Fragment>
          ))}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
