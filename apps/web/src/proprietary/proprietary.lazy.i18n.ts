import { defineLazyMessages } from "../i18n/catalogue";

export const messages = defineLazyMessages("proprietary", {
  vi: {
    title: "Tự doanh – {{group}}",
    tableLabel: "Giao dịch tự doanh theo mã – {{group}}",
    groupsLabel: "Nhóm tự doanh",
    units: "KL: 10 CP · GT: nghìn VND",
    empty: "Chưa có giao dịch tự doanh trong ngày.",
    groups: {
      overview: "Tổng quan",
      VNI: "VNINDEX",
      VN30: "VN30",
      HNX: "HNX",
      HNX30: "HNX30",
      UPCOM: "UPCOM",
    },
    summary: {
      title: "Tự doanh ngày",
      buy: "Mua",
      sell: "Bán",
      net: "Mua – bán ròng",
      volume: "KL",
      value: "GT",
    },
    chart: {
      title: "Giá trị mua – bán ròng 10 phiên gần nhất (tỷ VND)",
      empty: "Chưa có dữ liệu.",
      bar: "{{date}}: {{value}} tỷ VND",
      show: "Hiện biểu đồ",
      hide: "Ẩn biểu đồ",
    },
    group: {
      buy: "Mua",
      sell: "Bán",
      net: "Ròng",
    },
    col: {
      sym: "Mã CK",
      volume: "KL",
      value: "GT",
    },
  },
  en: {
    title: "Proprietary trading – {{group}}",
    tableLabel: "Proprietary trading by symbol – {{group}}",
    groupsLabel: "Proprietary trading groups",
    units: "Vol: 10 shares · value: thousand VND",
    empty: "No proprietary trading today yet.",
    groups: {
      overview: "Overview",
      VNI: "VNINDEX",
      VN30: "VN30",
      HNX: "HNX",
      HNX30: "HNX30",
      UPCOM: "UPCOM",
    },
    summary: {
      title: "Proprietary trading on",
      buy: "Buy",
      sell: "Sell",
      net: "Net",
      volume: "Vol",
      value: "Value",
    },
    chart: {
      title: "Net value over the last 10 sessions (billion VND)",
      empty: "No data yet.",
      bar: "{{date}}: {{value}} billion VND",
      show: "Show chart",
      hide: "Hide chart",
    },
    group: {
      buy: "Buy",
      sell: "Sell",
      net: "Net",
    },
    col: {
      sym: "Symbol",
      volume: "Vol",
      value: "Value",
    },
  },
});
