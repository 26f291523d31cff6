/**
 * The enrolment's QR code: the otpauth URI drawn as SVG, dark on light whatever the theme (an
 * authenticator app's camera reads that best), with a quiet zone. Loaded only inside the
 * smart-OTP guide, so the QR encoder never reaches the first download.
 */
import { QRCodeSVG } from "qrcode.react";

export interface SmartOtpQrProps {
  readonly uri: string;
  /** The accessible name of the image. */
  readonly label: string;
}

export function SmartOtpQr({ uri, label }: SmartOtpQrProps) {
  return (
    <div className="account-otp__qr" data-testid="smart-otp-qr">
      <QRCodeSVG
        value={uri}
        size={168}
        level="M"
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#111111"
        title={label}
        role="img"
        aria-label={label}
      />
    </div>
  );
}
