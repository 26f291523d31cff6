/**
 * The banner slideshow after login (accounts-session §2, §4 Login, §9): three images, a new one
 * every 3 s (wrapping), dots to pick one (the 3 s start again from the pick), Close, and "Do not
 * show again" (kept in the browser as notShowBanner). Each image exists in both languages under
 * /banners/. Loaded when first needed.
 */
import "./account.lazy.i18n";
import { BANNER_SLIDE_COUNT, BANNER_SLIDE_INTERVAL_MS, nextBannerSlide, type Language } from "@bangia/market";
import type { TFunction } from "i18next";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../state/preferences";
import { ModalDialog } from "../ui/modal-dialog";
import { useAccountNotices } from "./account-notices";
import { dismissBanner } from "./notice-markers";
import "./account.css";

interface Slide {
  readonly name: string;
  readonly alt: (t: TFunction) => string;
}

export const BANNER_SLIDES: readonly Slide[] = [
  { name: "product-news", alt: (t) => t("account.banner.alt.news") },
  { name: "smart-otp", alt: (t) => t("account.banner.alt.otp") },
  { name: "safety-tips", alt: (t) => t("account.banner.alt.safety") },
];

if (BANNER_SLIDES.length !== BANNER_SLIDE_COUNT)
  throw new Error("the banner needs BANNER_SLIDE_COUNT slides");

/** The image of a slide in a language. */
export function bannerImage(name: string, language: Language): string {
  return `/banners/${name}.${language}.svg`;
}

export function BannerDialog() {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const [index, setIndex] = useState(0);
  const close = () => useAccountNotices.getState().close("banner");

  // One timer per shown slide: a pick by dot restarts the 3 s.
  useEffect(() => {
    const timer = setTimeout(() => setIndex(nextBannerSlide), BANNER_SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index]);

  return (
    <ModalDialog
      onClose={close}
      className="account-dialog account-banner"
      overlayClassName="account-overlay"
      testId="banner-dialog"
    >
      <div className="account-dialog__header">
        <Dialog.Title className="account-dialog__title">{t("account.banner.title")}</Dialog.Title>
        <Dialog.Close className="modal-close" aria-label={t("account.close")}>
          ×
        </Dialog.Close>
      </div>
      <Dialog.Description className="visually-hidden">{BANNER_SLIDES[index]?.alt(t)}</Dialog.Description>
      <div className="account-banner__stage">
        {BANNER_SLIDES.map((slide, n) => (
          <img
            key={slide.name}
            className={n === index ? "account-banner__image is-shown" : "account-banner__image"}
            src={bannerImage(slide.name, language)}
            alt={slide.alt(t)}
            aria-hidden={n !== index}
            width={640}
            height={300}
            data-testid={`banner-slide-${n}`}
          />
        ))}
      </div>
      <div className="account-banner__dots" role="group">
        {BANNER_SLIDES.map((slide, n) => (
          <button
            key={slide.name}
            type="button"
            className={n === index ? "account-banner__dot is-current" : "account-banner__dot"}
            aria-label={t("account.banner.slide", { n: n + 1 })}
            aria-current={n === index}
            onClick={() => setIndex(n)}
            data-testid={`banner-dot-${n}`}
          />
        ))}
      </div>
      <div className="account-dialog__actions">
        <button
          type="button"
          className="account-button"
          onClick={() => {
            dismissBanner();
            close();
          }}
          data-testid="banner-never"
        >
          {t("account.banner.never")}
        </button>
        <Dialog.Close className="account-button account-button--accent" data-testid="banner-close">
          {t("account.close")}
        </Dialog.Close>
      </div>
    </ModalDialog>
  );
}
