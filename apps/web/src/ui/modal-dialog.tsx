/**
 * A modal dialog: Radix's Dialog in a portal over a dimmed backdrop, giving the focus back to
 * whatever opened it (useReturnFocus; our dialogs open from state, not from a trigger). The
 * caller writes the content with Radix's Dialog.Title, Description and Close.
 */
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "./return-focus";
import "./modal-dialog.css";

export interface ModalDialogProps {
  /** Open unless told otherwise: most dialogs are mounted only while they are open. */
  readonly open?: boolean;
  /** Escape, a click on the backdrop or a Dialog.Close asks to close. */
  readonly onClose: () => void;
  /** The dialog's own class: its layer (z-index), size and padding. */
  readonly className: string;
  readonly overlayClassName: string;
  readonly testId: string;
  readonly overlayTestId?: string;
  readonly children: ReactNode;
}

export function ModalDialog({
  open = true,
  onClose,
  className,
  overlayClassName,
  testId,
  overlayTestId,
  children,
}: ModalDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={`modal-overlay ${overlayClassName}`} data-testid={overlayTestId} />
        <Dialog.Content className={`modal ${className}`} data-testid={testId} {...returnFocus}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
