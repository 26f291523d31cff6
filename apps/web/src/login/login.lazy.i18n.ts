/**
 * Texts of the login, the OTP step, the forced password change, the session-expired alert and
 * the help page. The spec's own messages (result codes, warnings, notices) come from the market
 * package's catalogue so the server and the web say the same.
 */
import { defineLazyMessages } from "../i18n/catalogue";

export const messages = defineLazyMessages("login", {
  vi: {
    title: "Đăng nhập",
    close: "Đóng",
    user: "Tài khoản",
    userPlaceholder: "Số tài khoản hoặc tên đăng nhập",
    password: "Mật khẩu",
    passwordPlaceholder: "Mật khẩu",
    submit: "Đăng nhập",
    sending: "Đang đăng nhập…",
    failCount: "Số lần đăng nhập sai: {{count}}",
    failNotice: {
      title: "Đăng nhập không thành công",
      retry: "Thử lại",
    },
    links: {
      openAccount: "Mở tài khoản",
      forgotPassword: "Quên mật khẩu",
      terms: "Điều khoản sử dụng",
      security: "Bảo mật",
      risk: "Công bố rủi ro",
      contact: "Liên hệ",
      guide: "Hướng dẫn",
      noAccount: "Chưa có tài khoản?",
    },
    otp: {
      title: "Xác thực OTP",
      smsSentTo: "Mã OTP đã được gửi qua SMS tới số điện thoại ***{{digits}}.",
      smsSent: "Mã OTP đã được gửi qua SMS tới số điện thoại đăng ký của Quý khách.",
      smart: "Nhập mã OTP đang hiển thị trên ứng dụng Smart OTP.",
      boxes: "Mã OTP gồm 6 chữ số",
      box: "Chữ số thứ {{n}}",
      resend: "Gửi lại mã",
      resendIn: "Gửi lại mã sau {{seconds}} giây",
      smartGuide: "Hướng dẫn sử dụng Smart OTP",
      confirm: "Xác nhận",
      sending: "Đang xác thực…",
      cancel: "Hủy",
      demoCode: "Hiện mã demo",
      demoNote: "Chỉ có ở bản demo: đọc mã từ hộp thư SMS giả lập, không có trên hệ thống thật.",
      demoNone: "Chưa có mã demo nào đang chờ. Bấm “Gửi lại mã” để nhận mã mới.",
      blockedTitle: "Tạm khóa xác thực",
    },
    changePassword: {
      title: "Đổi mật khẩu",
      intro: "Quý khách cần đổi mật khẩu trước khi tiếp tục sử dụng dịch vụ.",
      current: "Mật khẩu hiện tại",
      new: "Mật khẩu mới",
      retype: "Nhập lại mật khẩu mới",
      rules: "Mật khẩu dài 8–32 ký tự, gồm chữ số, chữ thường, chữ hoa và ký tự đặc biệt.",
      contact: "Cần hỗ trợ, Quý khách vui lòng liên hệ tổng đài {{hotline}}.",
      submit: "Đổi mật khẩu",
      sending: "Đang đổi mật khẩu…",
      logout: "Đăng xuất",
      done: "Đổi mật khẩu thành công. Lần đăng nhập sau Quý khách dùng mật khẩu mới.",
      doneTitle: "Đã đổi mật khẩu",
      ok: "Đồng ý",
    },
    expired: {
      title: "Hết phiên đăng nhập",
      ok: "Đồng ý",
    },
    page: {
      title: "Đăng nhập tài khoản giao dịch",
      intro: "Đăng nhập để đặt lệnh, xem sổ lệnh, danh mục và tài sản.",
      back: "Về bảng giá",
    },
    help: {
      title: "Hỗ trợ khách hàng",
      intro: "Những thông tin cần biết khi mở tài khoản, đăng nhập và giao dịch.",
      openAccount: {
        title: "Mở tài khoản",
        body: "Quý khách mở tài khoản giao dịch chứng khoán tại quầy giao dịch hoặc qua tổng đài {{hotline}}; số tài khoản và mật khẩu đăng nhập được gửi tới email và số điện thoại đăng ký.",
      },
      forgotPassword: {
        title: "Quên mật khẩu",
        body: "Vì an toàn, mật khẩu chỉ được cấp lại sau khi xác minh danh tính: Quý khách vui lòng gọi tổng đài {{hotline}} hoặc đến quầy giao dịch với căn cước công dân. Mật khẩu cấp lại phải đổi ở lần đăng nhập đầu tiên.",
      },
      terms: {
        title: "Điều khoản sử dụng",
        body: "Dịch vụ giao dịch trực tuyến dành cho chủ tài khoản; Quý khách tự bảo quản tài khoản, mật khẩu, mã PIN và mã OTP, và chịu trách nhiệm về các lệnh đặt từ phiên đăng nhập của mình.",
      },
      security: {
        title: "Bảo mật",
        body: "Không chia sẻ mật khẩu, mã PIN hay mã OTP với bất kỳ ai, kể cả nhân viên công ty. Phiên đăng nhập tự hết hạn sau 3 giờ; hãy đăng xuất khi dùng máy tính chung.",
      },
      risk: {
        title: "Công bố rủi ro",
        body: "Giá chứng khoán và hợp đồng phái sinh có thể biến động mạnh; giao dịch ký quỹ và phái sinh có thể gây lỗ vượt số tiền ký quỹ. Thông tin trên bảng giá chỉ để tham khảo, không phải khuyến nghị đầu tư.",
      },
      contact: {
        title: "Liên hệ",
        body: "Tổng đài hỗ trợ khách hàng {{hotline}}, trong giờ giao dịch các ngày làm việc.",
      },
      guide: {
        title: "Hướng dẫn",
        body: "Đăng nhập bằng số tài khoản và mật khẩu; nếu tài khoản dùng xác thực hai lớp, nhập mã OTP gửi qua SMS hoặc hiển thị trên ứng dụng Smart OTP. Sau khi đăng nhập, Quý khách giao dịch trên bảng đặt lệnh cạnh bảng giá:",
        open: "Mở phiếu lệnh: bấm nút Đặt lệnh trên thanh công cụ, hoặc bấm vào bất kỳ giá nào trên bảng giá — giá mua mở phiếu bán, giá bán hay giá khớp mở phiếu mua, điền sẵn mã, giá và 100 cổ phiếu (1 trên bảng lô lẻ và chứng quyền). Phiếu lệnh hiện giá trần, tham chiếu, sàn, giá khớp và ba mức giá mua, bán tốt nhất của mã. Quay lại thẻ Đặt lệnh từ thẻ khác để có phiếu lệnh mới và sức mua cập nhật.",
        shortcuts:
          "Phím tắt: khi một dòng trên bảng giá đang được chọn, Ctrl+B mở phiếu mua và Ctrl+S mở phiếu bán mã đó (⌘ trên máy Mac); trong phiếu lệnh, Enter đặt lệnh; các phím mũi tên chuyển giữa các thẻ của bảng đặt lệnh; Esc đóng hộp thoại.",
        max: "Mua MAX / Bán MAX điền khối lượng tối đa có thể mua theo sức mua, hoặc có thể bán, tại giá đang nhập, làm tròn theo lô (Long MAX / Short MAX với phái sinh).",
        orders:
          "Lệnh thường: chọn Mua hoặc Bán, mã, giá (hoặc ATO, ATC, MP…), khối lượng, nhập mã PIN rồi xác nhận; đánh dấu Lệnh đặt trước để lệnh được gửi khi phiên tiếp theo mở. Lệnh điều kiện chọn ở danh sách cạnh nút lệnh thường: lệnh dừng (Stop), TCO, chốt lời/cắt lỗ (SL/TP, khi mua) và Trailing Stop; với phái sinh thêm OCO và Arbitrage.",
        remember:
          "Lưu mã PIN giữ mã PIN trên trình duyệt này cho các lệnh sau (hộp thoại sửa lệnh chỉ điền sẵn mã PIN đã lưu); Ghi nhớ lệnh giữ lại mã, giá và khối lượng của lệnh vừa đặt, kể cả sau khi tải lại trang. Đăng xuất xoá cả hai.",
        book: "Sổ lệnh: lệnh chờ khớp hoặc khớp một phần được sửa hoặc huỷ (không sửa lệnh ATO, ATC; không sửa, huỷ lệnh MOK, MAK), mỗi lần sửa không đổi cùng lúc giá và khối lượng; lệnh đặt trước chưa gửi chỉ được huỷ. Lệnh điều kiện đang chờ kích hoạt được huỷ, lệnh dừng và từng chân SL/TP giá giới hạn được sửa; lệnh đã kích hoạt có thể huỷ lệnh con đang chờ khớp.",
        portfolio:
          "Danh mục: khối lượng, giá vốn, giá trị và lãi/lỗ từng mã; nút Bán mở phiếu bán khi còn chứng khoán khả dụng. Tài khoản phái sinh xem vị thế LONG/SHORT, nút Đóng mở lệnh ngược chiều để đóng vị thế.",
        assets:
          "Tài sản: tiền, sức mua, tiền chờ về, giá trị chứng khoán và tổng tài sản; tài khoản ký quỹ có thêm dư nợ, tỷ lệ ký quỹ và trạng thái call; tài khoản phái sinh có tiền ký quỹ, lãi/lỗ vị thế và phí.",
      },
      smartOtp: {
        title: "Smart OTP",
        body: "Smart OTP tạo mã 6 chữ số trên điện thoại, đổi sau mỗi 30 giây. Cài ứng dụng xác thực, quét mã QR công ty cung cấp khi đăng ký, rồi nhập mã đang hiển thị khi đăng nhập.",
      },
    },
  },
  en: {
    title: "Log in",
    close: "Close",
    user: "Account",
    userPlaceholder: "Account number or user name",
    password: "Password",
    passwordPlaceholder: "Password",
    submit: "Log in",
    sending: "Logging in…",
    failCount: "Failed logins: {{count}}",
    failNotice: {
      title: "Login failed",
      retry: "Retry",
    },
    links: {
      openAccount: "Open an account",
      forgotPassword: "Forgot password",
      terms: "Terms of use",
      security: "Security",
      risk: "Risk disclosure",
      contact: "Contact",
      guide: "Guide",
      noAccount: "No account yet?",
    },
    otp: {
      title: "OTP verification",
      smsSentTo: "The OTP was sent by SMS to the phone number ***{{digits}}.",
      smsSent: "The OTP was sent by SMS to your registered phone number.",
      smart: "Enter the OTP shown in your Smart OTP app.",
      boxes: "The 6-digit OTP",
      box: "Digit {{n}}",
      resend: "Resend code",
      resendIn: "Resend code in {{seconds}} s",
      smartGuide: "Smart OTP guide",
      confirm: "Confirm",
      sending: "Verifying…",
      cancel: "Cancel",
      demoCode: "Show demo code",
      demoNote: "Demo only: reads the code from the simulated SMS outbox; not on a real system.",
      demoNone: "No demo code is waiting. Press “Resend code” for a new one.",
      blockedTitle: "Verification paused",
    },
    changePassword: {
      title: "Change password",
      intro: "Please change your password before you continue.",
      current: "Current password",
      new: "New password",
      retype: "Retype the new password",
      rules:
        "8–32 characters with a digit, a lower-case letter, an upper-case letter and a special character.",
      contact: "For help, please call {{hotline}}.",
      submit: "Change password",
      sending: "Changing…",
      logout: "Log out",
      done: "Your password has been changed. Use the new password from your next login.",
      doneTitle: "Password changed",
      ok: "OK",
    },
    expired: {
      title: "Session expired",
      ok: "OK",
    },
    page: {
      title: "Log in to trade",
      intro: "Log in to place orders and see your order book, portfolio and assets.",
      back: "Back to the board",
    },
    help: {
      title: "Customer help",
      intro: "What to know when opening an account, logging in and trading.",
      openAccount: {
        title: "Open an account",
        body: "Open a securities trading account at a branch or through the hotline {{hotline}}; the account number and login password are sent to your registered email and phone.",
      },
      forgotPassword: {
        title: "Forgot password",
        body: "For your safety a password is reset only after checking your identity: please call {{hotline}} or visit a branch with your ID card. A reset password must be changed at the first login.",
      },
      terms: {
        title: "Terms of use",
        body: "Online trading is for the account holder; you keep your account, password, PIN and OTP safe and are responsible for the orders placed from your session.",
      },
      security: {
        title: "Security",
        body: "Never share your password, PIN or OTP with anyone, our staff included. A session expires after 3 hours; log out on a shared computer.",
      },
      risk: {
        title: "Risk disclosure",
        body: "Prices of securities and derivatives can move sharply; margin and derivatives trading can lose more than the margin paid. Board data are for information only, not investment advice.",
      },
      contact: {
        title: "Contact",
        body: "Customer hotline {{hotline}}, during trading hours on working days.",
      },
      guide: {
        title: "Guide",
        body: "Log in with your account number and password; with two-factor authentication, enter the OTP sent by SMS or shown in the Smart OTP app. Once logged in, you trade from the order panel beside the board:",
        open: "Open a ticket: press Order on the toolbar, or click any price on the board — a bid opens a sell ticket, an offer or the match price a buy ticket, filled with the symbol, the price and 100 shares (1 on the odd-lot and warrant boards). The ticket shows the symbol's ceiling, reference, floor, last price and three best bids and offers. Coming back to the Order tab from another tab gives a fresh ticket and up-to-date buying power.",
        shortcuts:
          "Shortcuts: on a board row in focus, Ctrl+B opens a buy ticket and Ctrl+S a sell ticket for that symbol (⌘ on a Mac); in a ticket, Enter places the order; the arrow keys move between the panel's tabs; Escape closes a dialog.",
        max: "Buy MAX / Sell MAX fill in the most you can buy with your buying power, or sell, at the price typed, in whole lots (Long MAX / Short MAX on futures).",
        orders:
          "Normal orders: choose Buy or Sell, the symbol, the price (or ATO, ATC, MP…), the volume, enter your PIN and confirm; tick Advance order to have it sent when the next session opens. Conditional orders are in the list beside the normal-order button: Stop, TCO, SL/TP (when buying) and Trailing Stop; on futures also OCO and Arbitrage.",
        remember:
          "Remember PIN keeps your PIN in this browser for the next orders (the edit dialogs fill in only a remembered PIN); Remember order keeps the symbol, price and volume of the order just placed, even after a reload. Logging out clears both.",
        book: "Order book: an order waiting or partly matched can be edited or cancelled (no edit of ATO, ATC; neither for MOK, MAK), and an edit changes the price or the volume, not both; an advance order not yet sent can only be cancelled. A conditional order waiting for its trigger can be cancelled, a limit stop and each SL/TP leg edited; once triggered, its working order can be cancelled.",
        portfolio:
          "Portfolio: volume, average cost, market value and gain/loss of each symbol; Sell opens a sell ticket while shares are available. A derivatives account shows its LONG/SHORT positions, and Close opens the opposite order that closes one.",
        assets:
          "Assets: cash, buying power, cash to receive, securities value and total assets; a margin account adds its debt, margin ratio and call state; a derivatives account its margin, position gain/loss and fees.",
      },
      smartOtp: {
        title: "Smart OTP",
        body: "Smart OTP makes a 6-digit code on your phone that changes every 30 seconds. Install an authenticator app, scan the QR code we give you when you enrol, and enter the code it shows when you log in.",
      },
    },
  },
});
