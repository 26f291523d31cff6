/**
 * Securities firms that issue covered warrants on HOSE (market-rules §9: the issuer is a
 * securities company and acts as market maker). Codes are the ones warrant names use; several
 * firms are listed themselves (VPS under the ticker VCK), KIS Vietnam and ACBS are not.
 */

export interface WarrantIssuer {
  readonly code: string;
  readonly nameVi: string;
  readonly nameEn: string;
}

export const WARRANT_ISSUERS: readonly WarrantIssuer[] = [
  { code: "SSI", nameVi: "Công ty Cổ phần Chứng khoán SSI", nameEn: "SSI Securities Corporation" },
  { code: "VND", nameVi: "Công ty Cổ phần Chứng khoán VNDIRECT", nameEn: "VNDIRECT Securities Corporation" },
  {
    code: "HCM",
    nameVi: "Công ty Cổ phần Chứng khoán Thành phố Hồ Chí Minh",
    nameEn: "Ho Chi Minh City Securities Corporation",
  },
  {
    code: "KIS",
    nameVi: "Công ty Cổ phần Chứng khoán KIS Việt Nam",
    nameEn: "KIS Vietnam Securities Corporation",
  },
  { code: "MBS", nameVi: "Công ty Cổ phần Chứng khoán MB", nameEn: "MB Securities Joint Stock Company" },
  { code: "ACBS", nameVi: "Công ty TNHH Chứng khoán ACB", nameEn: "ACB Securities Company Limited" },
  {
    code: "VCI",
    nameVi: "Công ty Cổ phần Chứng khoán Vietcap",
    nameEn: "Vietcap Securities Joint Stock Company",
  },
  { code: "VPS", nameVi: "Công ty Cổ phần Chứng Khoán VPS", nameEn: "VPS Securities Joint Stock Company" },
];
