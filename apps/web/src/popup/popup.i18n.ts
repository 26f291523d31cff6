import { defineMessages } from "../i18n/messages";

export const messages = defineMessages("popup", {
  vi: {
    loading: "Đang tải thông tin mã…",
    unknown: "Không có thông tin doanh nghiệp cho mã này.",
    comingSoon:
      "Biểu đồ, thông tin tài chính và lịch sử khớp lệnh của mã sẽ có trong bản phát hành tiếp theo.",
    disclaimer: "Dữ liệu chỉ mang tính chất tham khảo.",
    close: "Đóng",
  },
  en: {
    loading: "Loading the symbol's details…",
    unknown: "No company details for this symbol.",
    comingSoon: "Charts, finance data and the match history of the symbol come with the next release.",
    disclaimer: "Data sources are for reference only.",
    close: "Close",
  },
});
