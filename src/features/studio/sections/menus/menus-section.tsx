import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import type { StudioSectionProps } from '../../model/studio-section';
import { MenuGroup } from './components/menu-group';
import { getIn, MENU_GROUPS, type MenusFile } from './model/menu-file';

/** The header menus editor: every group's items, order, conditions and checks. */
export default function MenusSection({ files, onChange, problems }: StudioSectionProps) {
  const studioEditorsText = useConfig(messages.studioEditors);

  // A check shows one of the `guards` texts of the draft's messages.
  const guardTexts = (getIn(files['messages.ko'], ['guards']) ?? {}) as Record<string, string>;
  // What every group edits with: the draft, its problems, the check texts and the menus file.
  const shared = {
    files,
    problems,
    guardTexts,
    onFile: (next: MenusFile) => onChange('menus', next),
  };
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{studioEditorsText.menus.intro}</Box>
      {MENU_GROUPS.map((group) => (
        <MenuGroup key={group.key} group={group} {...shared} />
      ))}
    </Box>
  );
}
