/**
 * The real dropdown menu behind LazyMenu: Radix's DropdownMenu, loaded on first use. It mounts
 * closed, then replays the gesture that asked for it on its own trigger, so Radix opens it as if
 * it had been there all along (keyboard openings focus the first item, pointer ones the menu).
 */
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { openingEvent, type MenuOpening } from "./menu-opening";
import type { MenuProps } from "./menu-types";

export interface LoadedMenuProps extends MenuProps {
  /** The gesture that asked for the menu before it was loaded; null when it was not opened so. */
  readonly opening: MenuOpening | null;
}

export function LoadedMenu({
  triggerProps,
  trigger,
  children,
  open,
  onOpenChange,
  opening,
}: LoadedMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);

  // Runs after Radix's own mount effects (children first), so its keyboard tracking sees the key.
  useEffect(() => {
    const element = triggerRef.current;
    if (opening === null || replayed.current || element === null) return;
    replayed.current = true;
    if (opening.kind === "key") element.focus();
    element.dispatchEvent(openingEvent(opening));
  }, [opening]);

  const control = {
    ...(open === undefined ? {} : { open }),
    ...(onOpenChange === undefined ? {} : { onOpenChange }),
  };
  return (
    <DropdownMenu.Root {...control}>
      <DropdownMenu.Trigger ref={triggerRef} {...triggerProps}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>{children(DropdownMenu)}</DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
