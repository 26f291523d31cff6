/**
 * Account-scoped calls check that the session owns the account they name; a refusal answers the
 * catalogue's invalid-account code (core-answers.ts) and is audited with what was asked, so
 * probing another customer's accounts leaves a trail.
 */
import type { CoreAnswer } from "@bangia/market";
import type { AuditLogStore, Session } from "../db/stores";
import { accountRefused } from "./core-answers";
import type { CoreCall } from "./core-command";

export interface AccessAudit {
  readonly auditLog: Pick<AuditLogStore, "append">;
  readonly now: () => number;
}

/** Records the refused call and answers the refusal. */
export async function refuseAccount(
  deps: AccessAudit,
  call: CoreCall<{ readonly cmd: string }, "required">,
  account: string,
): Promise<CoreAnswer<never>> {
  const session: Session = call.session;
  call.log?.info({ cmd: call.data.cmd }, "account not owned by the session: refused");
  await deps.auditLog.append({
    at: deps.now(),
    userId: session.userId,
    action: "access.refused",
    ip: call.ip,
    detail: { cmd: call.data.cmd, account: account.slice(0, 64) },
  });
  return accountRefused(call.language);
}
