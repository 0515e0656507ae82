import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { href } from '@/generated/config/href';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { menuItemOpens, type GuardedMenuItem } from '@/lib/menu-access';
import { useSession } from '@/session';

type MenuItem = GuardedMenuItem & { kind: string; path?: string };

/** The header's e-contract menu item (menus.json): the one rule for whether it opens. */
const contractMenu = (items: readonly MenuItem[]) =>
  items.find((i) => i.kind === 'link' && i.path === href('sign-contracts'));

/**
 * The contract-menu conditions (seed 000 §5) as a checklist read from the session. 이용중인 상품
 * is the session's useItem, which the server reads from the products in use today (the lines
 * /product/list/using marks 이용중); 전자계약 메뉴 권한 is met exactly when the header shows the
 * menu and lets a click through (its `when` and `checks` in menus.json).
 */
export function SignRequirements() {
  const requirementsText = useConfig(messages.pages.sign).requirements;
  const commonText = useConfig(messages.pages.common);
  const menus = useConfig(menusConfig);

  const s = useSession();
  const menu = contractMenu(menus.management.items);
  const items: [string, boolean][] = [
    [requirementsText.identity, s.isSafeAuth],
    [requirementsText.business, s.isCeoSafeAuth],
    [requirementsText.approval, s.agentSignStatus === 'APPROVAL'],
    [requirementsText.item, s.useItem],
    [requirementsText.menu, menu !== undefined && menuItemOpens(menu, s)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {requirementsText.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map(([label, ok]) => (
          <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {ok ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
            )}
            <Typography sx={{ flex: 1 }}>{label}</Typography>
            <Typography variant="body2" color={ok ? 'success.main' : 'text.secondary'}>
              {ok ? commonText.met : commonText.notMet}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
