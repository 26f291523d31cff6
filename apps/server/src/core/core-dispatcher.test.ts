import { CORE_COMMANDS, CORE_GROUPS } from "@bangia/market";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { AuditEntry, Session } from "../db/stores";
import { defineCoreCommand, type CoreCaller } from "./core-command";
import { CoreDispatcher, type CoreGate } from "./core-dispatcher";
import { CoreRegistry } from "./core-registry";

const NOW = Date.UTC(2026, 1, 10, 2, 20);
const SESSION: Session = { sid: "s1", userId: "058C000001", createdAt: NOW, expiresAt: NOW + 60_000 };
const OWNED = "058C0000011";

const setDefault = defineCoreCommand({
  group: CORE_GROUPS.BACK_OFFICE,
  cmd: CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT,
  session: "required",
  summary: "test",
  payload: Type.Object({ cmd: Type.Literal(CORE_COMMANDS.UPDATE_DEFAULT_ACCOUNT), p1: Type.String() }),
  account: (data) => data.p1,
  handle: async ({ user, data }) => ({ rc: 1, rs: `${user} ${data.p1}` }),
});

const resend = defineCoreCommand({
  group: CORE_GROUPS.SECURITY,
  cmd: CORE_COMMANDS.RESEND_OTP,
  session: "none",
  summary: "test",
  payload: Type.Object({ cmd: Type.Literal(CORE_COMMANDS.RESEND_OTP), pass: Type.String() }),
  handle: async ({ user, ip }) => ({
    answer: { rc: 1, data: [{ phoneLastThree: `${user}@${ip}` }] },
    effects: [{ kind: "session-opened", sid: "new", lifetimeSeconds: 10_800 }],
  }),
});

function setup(gates: readonly CoreGate[] = []) {
  const audit: AuditEntry[] = [];
  const dispatcher = new CoreDispatcher({
    registry: new CoreRegistry([setDefault, resend]),
    auditLog: {
      append: async (entry) => {
        audit.push(entry);
        return { detail: {}, ...entry, id: audit.length };
      },
    },
    now: () => NOW,
    ownsAccount: async (userId, code) => userId === SESSION.userId && code === OWNED,
    gates,
  });
  return { dispatcher, audit };
}

const caller = (over: Partial<CoreCaller> = {}): CoreCaller => ({
  session: SESSION,
  user: "058c000001",
  language: "en",
  ip: "198.51.100.7",
  ...over,
});

describe("CoreDispatcher.run, without HTTP", () => {
  it("runs a session command as the session's user", async () => {
    const { dispatcher } = setup();
    const result = await dispatcher.run(caller(), "B", { cmd: "UpdateAccountDefault", p1: OWNED });
    expect(result).toEqual({ kind: "answered", answer: { rc: 1, rs: `058C000001 ${OWNED}` }, effects: [] });
  });

  it("passes a handler's effects on, and runs a command of no session for the envelope user", async () => {
    const { dispatcher } = setup();
    const result = await dispatcher.run(caller({ session: null, user: "someone" }), "S", {
      cmd: "GetSMSOtpForce",
      pass: "digest",
    });
    expect(result).toEqual({
      kind: "answered",
      answer: { rc: 1, data: [{ phoneLastThree: "someone@198.51.100.7" }] },
      effects: [{ kind: "session-opened", sid: "new", lifetimeSeconds: 10_800 }],
    });
  });

  it("refuses an unknown group or command", async () => {
    const { dispatcher } = setup();
    expect(await dispatcher.run(caller(), "O", { cmd: "UpdateAccountDefault", p1: OWNED })).toMatchObject({
      kind: "refused",
      code: "BAD_REQUEST",
      details: [{ path: "data/cmd" }],
    });
  });

  it("answers the expiry signal to a session command without a session, before reading the payload", async () => {
    const { dispatcher } = setup();
    const result = await dispatcher.run(caller({ session: null }), "B", { cmd: "UpdateAccountDefault" });
    expect(result).toEqual({
      kind: "answered",
      answer: { rc: -1, rs: "InvalidSessionException" },
      effects: [],
    });
  });

  it("refuses, and audits, a user other than the session's", async () => {
    const { dispatcher, audit } = setup();
    const result = await dispatcher.run(caller({ user: "058C000002" }), "B", {
      cmd: "UpdateAccountDefault",
      p1: OWNED,
    });
    expect(result).toMatchObject({ kind: "refused", code: "FORBIDDEN", details: [{ path: "user" }] });
    expect(audit).toMatchObject([{ action: "access.refused", userId: SESSION.userId, ip: "198.51.100.7" }]);
  });

  it("refuses a payload its schema refuses, with the path in data", async () => {
    const { dispatcher } = setup();
    const result = await dispatcher.run(caller(), "B", { cmd: "UpdateAccountDefault", p1: 5 });
    expect(result).toMatchObject({ kind: "refused", code: "BAD_REQUEST", details: [{ path: "data/p1" }] });
  });

  it("answers the invalid account, audited, for an account the session does not own", async () => {
    const { dispatcher, audit } = setup();
    const result = await dispatcher.run(caller(), "B", { cmd: "UpdateAccountDefault", p1: "058C0000021" });
    expect(result).toEqual({
      kind: "answered",
      answer: { rc: -96017, rs: expect.any(String) as string },
      effects: [],
    });
    expect(audit).toMatchObject([{ action: "access.refused", detail: { account: "058C0000021" } }]);
  });

  it("lets a gate answer instead of the command", async () => {
    const gate: CoreGate = async (command, { session }) =>
      command.cmd === "UpdateAccountDefault" && session.userId === SESSION.userId ? { rc: -8009 } : null;
    const { dispatcher } = setup([gate]);
    expect(await dispatcher.run(caller(), "B", { cmd: "UpdateAccountDefault", p1: OWNED })).toMatchObject({
      answer: { rc: -8009 },
    });
    // Gates guard session calls only.
    expect(
      await dispatcher.run(caller({ session: null }), "S", { cmd: "GetSMSOtpForce", pass: "digest" }),
    ).toMatchObject({
      answer: { rc: 1 },
    });
  });
});
