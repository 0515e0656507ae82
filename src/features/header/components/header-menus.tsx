import { useQuery } from '@tanstack/react-query';
import { useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import { menusConfig } from '@/generated/config/menus';
import { useConfig, useConfigVersion } from '@/lib/config';
import { getSession, type Session } from '@/session';
import { useOpenWorkTool } from '../hooks/use-open-work-tool';
import { firstDenial, type MenuCheck } from '../lib/first-denial';
import { itemKey, runMenuAction, type ManagementItem } from '../lib/menu-actions';
import { toolHref } from '../lib/tool-url';
import { visibleItems } from '../lib/visible-items';
import { DropdownMenu } from './dropdown-menu';
import { TooltipBubble } from './menu-styles';

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
  const menus = useConfig(menusConfig);

  const { pathname } = useLocation();
  const tooltipId = useId();
  const { label, activePaths, tooltip } = menus.management;
  const items: readonly ManagementItem[] = menus.management.items;
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
      {visibleItems(items, session).map((item) => (
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
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const menusCfg = useConfig(menusConfig);

  const open = useOpenWorkTool();
  const { label, items } = menusCfg.tools;
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
