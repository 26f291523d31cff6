/**
 * Every command the core gateway answers. A later issue adds its commands (orders, order books,
 * portfolios) to this list: one `defineCoreCommand` per call of the market package's CoreCalls.
 */
import type { Stores } from "../db/stores";
import { loginCommands } from "../login/login-commands";
import type { LoginService } from "../login/login-service";
import { passwordChangeCommand } from "../login/password-change-command";
import { smartOtpEnrolmentCommands } from "../login/smart-otp-enrolment";
import { accountCommands } from "./account-commands";
import type { CoreCommand } from "./core-command";
import { CoreRegistry } from "./core-registry";

export interface CoreCommandDeps {
  readonly stores: Stores;
  readonly login: LoginService;
  /** Wall-clock now, epoch ms. */
  readonly now: () => number;
}

export function coreCommands(deps: CoreCommandDeps): CoreCommand[] {
  return [
    ...loginCommands(deps.login),
    passwordChangeCommand(deps),
    ...accountCommands(deps),
    ...smartOtpEnrolmentCommands(deps),
  ];
}

export function coreRegistry(deps: CoreCommandDeps): CoreRegistry {
  return new CoreRegistry(coreCommands(deps));
}
