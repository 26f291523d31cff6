// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AlertDialog, Dialog } from "radix-ui";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useReturnFocus } from "./return-focus";

// Dialogs opened from the app's state, like ours: no Dialog.Trigger for Radix to go back to.
function PlainDialog({ onClose }: { readonly onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content data-testid="dialog" aria-describedby={undefined} {...returnFocus}>
          <Dialog.Title>Dialog</Dialog.Title>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PlainAlert({ onClose }: { readonly onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Content data-testid="dialog" {...returnFocus}>
          <AlertDialog.Title>Alert</AlertDialog.Title>
          <AlertDialog.Description>Something happened</AlertDialog.Description>
          <AlertDialog.Cancel>Later</AlertDialog.Cancel>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Page({ kind, removeOpener = false }: { readonly kind: "dialog" | "alert"; removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const Shown = kind === "dialog" ? PlainDialog : PlainAlert;
  return (
    <>
      {!(removeOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Opener
        </button>
      )}
      <button type="button">Elsewhere</button>
      {open && <Shown onClose={() => setOpen(false)} />}
    </>
  );
}

async function openFromKeyboard(): Promise<HTMLElement> {
  const opener = screen.getByRole("button", { name: "Opener" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByTestId("dialog");
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

afterEach(cleanup);

describe("useReturnFocus", () => {
  it.each(["dialog", "alert"] as const)("an Escape gives the focus back to the opener (%s)", async (kind) => {
    render(<Page kind={kind} />);
    const dialog = await openFromKeyboard();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Opener" })));
  });

  it("closing from a button inside gives the focus back too", async () => {
    render(<Page kind="dialog" />);
    await openFromKeyboard();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByTestId("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Opener" })));
  });

  it("an opener gone from the page is left alone", async () => {
    render(<Page kind="dialog" removeOpener />);
    const dialog = await openFromKeyboard();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("dialog")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
