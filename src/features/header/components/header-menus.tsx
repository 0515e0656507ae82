import CloseIcon from '@mui/icons-material/Close';
import { useId, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { cookies, endOfToday } from '@/lib/cookies';
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
 * The registration tooltip (000 §2.2, A-36) unless the broker closed it today: a cookie until
 * midnight keeps it away on every page (issue 23 #15; the specification does not forbid it).
 */
function useRegisterTooltip() {
  const { registerTooltipHidden } = useConfig(uiConfig).cookies;
  const [closed, setClosed] = useState(() => cookies.get(registerTooltipHidden) !== undefined);
  const close = () => {
    cookies.setUntil(registerTooltipHidden, 'Y', endOfToday());
    setClosed(true);
  };
  return { closed, close };
}

/**
 * Brokerage management menu (logged in): active state, or else the registration tooltip
 * with its close-for-today button.
 */
export function ManagementMenu({ session }: { session: Session }) {
  const menus = useConfig(menusConfig);
  const headerText = useConfig(messages.header);

  const { pathname } = useLocation();
  const tooltipId = useId();
  const { label, activePaths, tooltip } = menus.management;
  const items: readonly ManagementItem[] = menus.management.items;
  const active = activePaths.some((p) => pathname.includes(p));
  const registerTooltip = useRegisterTooltip();
  const tooltipShown = !active && !registerTooltip.closed;
  return (
    <DropdownMenu
      label={label}
      triggerProps={{
        'aria-current': active ? 'page' : undefined,
        'aria-describedby': tooltipShown ? tooltipId : undefined,
      }}
      aside={
        tooltipShown && (
          <TooltipBubble data-tooltip="">
            <span role="tooltip" id={tooltipId}>
              {tooltip}
            </span>
            <button
              type="button"
              aria-label={headerText.tooltipCloseToday}
              title={headerText.tooltipCloseToday}
              onClick={registerTooltip.close}
            >
              <CloseIcon fontSize="inherit" />
            </button>
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
