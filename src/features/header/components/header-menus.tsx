import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import { menusConfig, type MenusConfig } from '@/generated/config/menus';
import { holds } from '@/lib/conditions';
import { getSession, type Session } from '@/session';
import { useOpenWorkTool } from '../hooks/use-open-work-tool';
import { firstDenial, type MenuCheck } from '../lib/first-denial';
import { itemKey, runMenuAction, type ManagementItem } from '../lib/menu-actions';
import { toolHref } from '../lib/tool-url';
import { DropdownMenu } from './dropdown-menu';
import { TooltipBubble } from './menu-styles';

// Lists are read through the schema's types (not the literal types of the built-in file): a
// published version may hold other items.
type IntroItem = MenusConfig['intro']['items'][number];

const visible = <T extends { readonly when?: string }>(items: readonly T[], session: Session) =>
  items.filter((i) => holds(i.when, session));

/** Product introduction menu: for everyone; "/" only for guests (its `when`). */
export function IntroMenu({ session }: { session: Session }) {
  const { label } = menusConfig.intro;
  const items: readonly IntroItem[] = menusConfig.intro.items;
  return (
    <DropdownMenu label={label} columns={2}>
      {visible(items, session).map((item) => (
        <li key={item.path}>
          <Link to={item.path}>{item.label}</Link>
        </li>
      ))}
    </DropdownMenu>
  );
}

function onGuardedClick(checks: readonly MenuCheck[] | undefined) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    const denial = firstDenial(checks, getSession());
    if (denial) {
      e.preventDefault();
      window.alert(denial);
    }
  };
}

/**
 * Brokerage management menu (logged in): active state, or the registration tooltip for an
 * office with no listing.
 */
export function ManagementMenu({ session }: { session: Session }) {
  const { pathname } = useLocation();
  const tooltipId = useId();
  const { label, activePaths, tooltip } = menusConfig.management;
  const items: readonly ManagementItem[] = menusConfig.management.items;
  const active = activePaths.some((p) => pathname.includes(p));
  // The registration tooltip invites an office without any listing; one that has listings (or
  // whose count has not loaded) never sees it. Same count as the dashboard's 등록 매물.
  const noListing = useQuery(dashboardSummaryQueryOptions()).data?.roomCount === 0;
  const tooltipShown = !active && noListing;
  return (
    <DropdownMenu
      label={label}
      triggerProps={{
        'aria-current': active ? 'page' : undefined,
        'aria-describedby': tooltipShown ? tooltipId : undefined,
      }}
      aside={
        tooltipShown && (
          <TooltipBubble role="tooltip" id={tooltipId}>
            {tooltip}
          </TooltipBubble>
        )
      }
    >
      {visible(items, session).map((item) => (
        <li key={itemKey(item)}>
          {item.kind === 'action' ? (
            <button type="button" onClick={() => runMenuAction(item)}>
              {item.label}
            </button>
          ) : (
            <Link to={item.path} onClick={onGuardedClick(item.checks)}>
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </DropdownMenu>
  );
}

/** Work-tool menu (logged in): external tool pages opened with an access token. */
export function ToolsMenu() {
  const open = useOpenWorkTool();
  const { label, items } = menusConfig.tools;
  return (
    <DropdownMenu label={label}>
      {items.map((item) => (
        <li key={item.toolPath}>
          <a
            href={toolHref(item.toolPath)}
            target="_blank"
            rel="noopener"
            onClick={(e) => {
              e.preventDefault();
              open(item.toolPath);
            }}
          >
            {item.label}
          </a>
        </li>
      ))}
    </DropdownMenu>
  );
}
