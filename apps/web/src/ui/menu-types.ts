/**
 * The shape shared by the lazy menu and its loaded implementation. A menu's content is written
 * as a function of the menu kit (Radix's DropdownMenu parts), so the module that describes a menu
 * never imports Radix itself: the kit arrives with the implementation on first use.
 */
import type { DropdownMenu } from "radix-ui";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

/** Radix's DropdownMenu parts (Content, Item, RadioGroup, RadioItem, ItemIndicator, Label, …). */
export type MenuKit = typeof DropdownMenu;

/** The trigger button's own attributes, the same on the stand-in and on the real trigger. */
export type MenuTriggerAttributes = Pick<
  ComponentPropsWithoutRef<"button">,
  "className" | "title" | "aria-label" | "disabled"
> & {
  readonly "data-testid"?: string;
  readonly "data-current"?: string | undefined;
};

export interface MenuProps {
  /** Class, test id, label and title of the trigger button. */
  readonly triggerProps: MenuTriggerAttributes;
  /** What the trigger button shows. */
  readonly trigger: ReactNode;
  /** The menu: a `Menu.Content` with its items, rendered in a portal. */
  readonly children: (Menu: MenuKit) => ReactNode;
  /** Controls the open state (with onOpenChange); uncontrolled when left out. */
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
}
