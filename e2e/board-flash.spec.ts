import { FLASH_DURATION_MS } from "@bangia/market";
import { expect, test } from "@playwright/test";
import { boardRows, openBoard } from "./support/board";

/** A cell's flash as Chromium runs it: its colour now and the timing of its animation. */
interface FlashState {
  readonly background: string;
  readonly flashColour: string;
  readonly timings: readonly { readonly delay: number; readonly duration: number; readonly fill: string }[];
}

test("a changed cell holds its flash colour for 700 ms by waiting out a delay, then clears", async ({
  page,
}) => {
  await openBoard(page, "VN30");
  const first = boardRows(page).first();
  await expect(first).toBeVisible();
  // The symbol cell never flashes by itself, so the class given here is the only one at work.
  const symbolCell = first.locator(".cell-symbol");
  const started = await symbolCell.evaluate((element): FlashState => {
    element.classList.add("flash-up-0");
    // The theme's flash colour, as the browser computes it (a probe painted with the variable).
    const probe = document.createElement("div");
    probe.style.backgroundColor = "var(--flash-up)";
    element.after(probe);
    const flashColour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return {
      background: getComputedStyle(element).backgroundColor,
      flashColour,
      timings: element.getAnimations().map((animation) => {
        const timing = animation.effect?.getTiming() ?? {};
        return {
          delay: Number(timing.delay ?? 0),
          duration: Number(timing.duration ?? 0),
          fill: String(timing.fill ?? ""),
        };
      }),
    };
  });
  expect(started.background).toBe(started.flashColour);
  // The colour comes from a 0 s animation's backwards fill during its delay: an animation in its
  // active phase would be sampled (its cell's style recalculated) on every frame of the flash.
  expect(started.timings).toEqual([{ delay: FLASH_DURATION_MS, duration: 0, fill: "backwards" }]);
  await expect
    .poll(() => symbolCell.evaluate((element) => getComputedStyle(element).backgroundColor), {
      timeout: 3_000,
    })
    .not.toBe(started.flashColour);
});

test("the live board's changed cells flash the same way", async ({ page }) => {
  await openBoard(page, "VN30");
  await expect(boardRows(page).first()).toBeVisible();
  // The simulated market keeps ticking: some cell on screen flashes within a few seconds.
  const timing = await page.waitForFunction(
    () => {
      const flashing = document.querySelector('[class*="flash-up-"], [class*="flash-down-"]');
      const animation = flashing?.getAnimations()[0];
      if (animation === undefined) return null;
      const { delay, duration } = animation.effect?.getTiming() ?? {};
      return { delay: Number(delay), duration: Number(duration) };
    },
    null,
    { timeout: 20_000 },
  );
  expect(await timing.jsonValue()).toEqual({ delay: FLASH_DURATION_MS, duration: 0 });
});
