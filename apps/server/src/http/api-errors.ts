/**
 * The API's error catalogue: one body shape for every failure of every route, a stable code a
 * client can switch on, and the message in both display languages. Bad input is a 4xx with its
 * code — never a 500; a 500 says INTERNAL and nothing else (the cause goes to the log).
 *
 * Body: `{ error: { code, message: { vi, en }, requestId, details? } }`; `details` lists what
 * the schema validation or a route check refused, for 400s only.
 */
import type { LocalizedText } from "@bangia/market";
import { Type, type Static } from "typebox";

export interface ApiErrorSpec {
  /** HTTP status the code answers with unless a route says otherwise. */
  readonly status: number;
  readonly message: LocalizedText;
}

export const API_ERRORS = {
  BAD_REQUEST: {
    status: 400,
    message: { vi: "Yêu cầu không hợp lệ.", en: "The request is not valid." },
  },
  UNKNOWN_SYMBOL: {
    status: 404,
    message: { vi: "Không tìm thấy mã chứng khoán.", en: "Unknown symbol." },
  },
  UNKNOWN_CODE: {
    status: 404,
    message: {
      vi: "Không tìm thấy mã thị trường, chỉ số hoặc nhóm ngành.",
      en: "Unknown market, index or group code.",
    },
  },
  NOT_FOUND: {
    status: 404,
    message: { vi: "Không tìm thấy dữ liệu yêu cầu.", en: "Not found." },
  },
  NO_SESSION: {
    status: 401,
    message: {
      vi: "Phiên làm việc không hợp lệ. Quý khách vui lòng đăng nhập lại.",
      en: "Invalid session. Please log in again.",
    },
  },
  FORBIDDEN: {
    status: 403,
    message: {
      vi: "Quý khách không có quyền truy cập dữ liệu này.",
      en: "You may not access this data.",
    },
  },
  CSRF_REJECTED: {
    status: 403,
    message: {
      vi: "Yêu cầu bị từ chối vì không đến từ trang của chúng tôi. Quý khách vui lòng tải lại trang.",
      en: "The request was refused because it did not come from our site. Please reload the page.",
    },
  },
  LIMIT_REACHED: {
    status: 409,
    message: { vi: "Đã đạt số lượng tối đa cho phép.", en: "The limit has been reached." },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: { vi: "Dữ liệu gửi lên quá lớn.", en: "The request body is too large." },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: {
      vi: "Định dạng dữ liệu không được hỗ trợ (cần JSON).",
      en: "Unsupported content type (JSON expected).",
    },
  },
  NOT_READY: {
    status: 503,
    message: {
      vi: "Hệ thống đang khởi động, quý khách vui lòng thử lại sau.",
      en: "The service is starting, please try again shortly.",
    },
  },
  INTERNAL: {
    status: 500,
    message: { vi: "Đã có lỗi xảy ra.", en: "An error has occurred." },
  },
} as const satisfies Record<string, ApiErrorSpec>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** One refused part of the input: where (`body/name`, `params/list`) and why (English). */
export interface ApiErrorDetail {
  readonly path: string;
  readonly message: string;
}

/** An expected failure a route throws; the error handler turns it into the body above. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    readonly details: readonly ApiErrorDetail[] = [],
    status?: number,
  ) {
    super(details[0]?.message ?? API_ERRORS[code].message.en);
    this.statusCode = status ?? API_ERRORS[code].status;
  }
}

/** A 400 for one refused input, e.g. `badRequest("params/list", "too many symbols")`. */
export function badRequest(path: string, message: string): ApiError {
  return new ApiError("BAD_REQUEST", [{ path, message }]);
}

const ErrorDetailSchema = Type.Object({ path: Type.String(), message: Type.String() });

/** The error body, for the response schemas of every route. */
export const ApiErrorBodySchema = Type.Object(
  {
    error: Type.Object({
      code: Type.Unsafe<ApiErrorCode>({ type: "string", enum: [...API_ERROR_CODES] }),
      message: Type.Object({ vi: Type.String(), en: Type.String() }),
      requestId: Type.String(),
      details: Type.Optional(Type.Immutable(Type.Array(ErrorDetailSchema))),
    }),
  },
  { title: "ApiError", description: "Every failure of the API, with a stable code." },
);

export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;

/** The body of `code`. */
export function errorBody(
  code: ApiErrorCode,
  requestId: string,
  details: readonly ApiErrorDetail[] = [],
): ApiErrorBody {
  return {
    error: {
      code,
      message: { ...API_ERRORS[code].message },
      requestId,
      ...(details.length > 0 ? { details } : {}),
    },
  };
}

/**
 * The error responses of a route's schema: 400 for everything (every route validates), 500,
 * plus the statuses the route can also answer.
 */
export function errorResponses(...statuses: readonly number[]): Record<number, typeof ApiErrorBodySchema> {
  const responses: Record<number, typeof ApiErrorBodySchema> = {};
  for (const status of [400, ...statuses, 500]) responses[status] = ApiErrorBodySchema;
  return responses;
}
