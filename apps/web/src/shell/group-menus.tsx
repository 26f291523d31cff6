/**
 * The menu bar's two group dropdowns (price-board §2 Menu values): index groups from the server
 * (`getlistckindex/list_exindex`) to `/chung-khoan/{code}`, and level-2 industries
 * (`history/industry/level/2`) to `/chung-khoan/icblv2-{IcbCode}`, named in the current language
 * (IcbName, IcbNameEn); on an industry board the trigger shows that industry's name.
 */
import { INDEX_LIST_GROUPS, type IndexMenuItem, type IndustryEntry } from "@bangia/market";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { datafeed } from "../api/http";
import { useLoadFailureLog } from "../api/use-load-failure-log";
import { industriesQuery } from "../board/board-symbols";
import { usePreferences } from "../state/preferences";
import { LazyMenu } from "../ui/lazy-menu";
import { industryLabel, industryMenu } from "./menu-labels";

interface GroupOption {
  readonly menu: string;
  readonly label: string;
}

interface GroupDropdownProps {
  readonly testId: string;
  readonly label: string;
  readonly options: readonly GroupOption[];
  readonly current: string;
  readonly go: (menu: string) => void;
}

function GroupDropdown({ testId, label, options, current, go }: GroupDropdownProps): ReactNode {
  const selected = options.find((option) => option.menu === current);
  return (
    <LazyMenu
      triggerProps={{
        className: "menu-entry menu-entry--dropdown",
        "data-testid": testId,
        "data-current": selected === undefined ? undefined : "true",
        "aria-label": label,
      }}
      trigger={
        <>
          <span className="menu-entry__choice" title={selected?.label ?? label}>
            {selected?.label ?? label}
          </span>
          <span aria-hidden="true">▾</span>
        </>
      }
    >
      {(Menu) => (
        <Menu.Content className="menu-panel shell-menu shell-menu--scroll" align="start" sideOffset={2}>
          {options.map((option) => (
            <Menu.Item
              key={option.menu}
              className="shell-menu__item"
              data-testid={`${testId}-${option.menu}`}
              data-current={option.menu === current ? "true" : undefined}
              onSelect={() => go(option.menu)}
            >
              {option.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      )}
    </LazyMenu>
  );
}

interface GroupMenuProps {
  readonly current: string;
  readonly go: (menu: string) => void;
}

const NO_INDEX_GROUPS: readonly IndexMenuItem[] = [];
const NO_INDUSTRIES: readonly IndustryEntry[] = [];

export function IndexGroupMenu({ current, go }: GroupMenuProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["datafeed", "getlistckindex", INDEX_LIST_GROUPS.MENU],
    queryFn: ({ signal }) =>
      datafeed("getlistckindex", INDEX_LIST_GROUPS.MENU, { signal }) as Promise<readonly IndexMenuItem[]>,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useLoadFailureLog(query.error, "index groups");
  const options = (query.data ?? NO_INDEX_GROUPS).map((item) => ({ menu: item.code, label: item.name }));
  return (
    <GroupDropdown
      testId="index-group-dropdown"
      label={t("shell.menu.indexGroups")}
      options={options}
      current={current}
      go={go}
    />
  );
}

export function IndustryMenu({ current, go }: GroupMenuProps) {
  const { t } = useTranslation();
  const language = usePreferences((state) => state.language);
  const query = useQuery(industriesQuery());
  useLoadFailureLog(query.error, "industries");
  // The trigger shows the current industry's name in the current language (price-board §3 Industry).
  const options = (query.data ?? NO_INDUSTRIES).map((industry) => ({
    menu: industryMenu(industry),
    label: industryLabel(industry, language),
  }));
  return (
    <GroupDropdown
      testId="industry-dropdown"
      label={t("shell.menu.industries")}
      options={options}
      current={current}
      go={go}
    />
  );
}
