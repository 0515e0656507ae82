import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { pointerOf, problemsUnder } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import type { ProductsFile } from './catalogue-model';

/** Products by group, each marked when the checker found a problem in it. */
export function ProductList({
  file,
  selected,
  problems,
  onSelect,
}: {
  file: ProductsFile;
  selected: string | null;
  problems: readonly StudioProblem[];
  onSelect: (key: string) => void;
}) {
  const text = useConfig(messages.studio).catalogue;

  const groups = [
    ...file.groups.map((g) => ({ id: g.id, label: g.label })),
    // Products whose group is missing stay reachable (the checker reports them).
    ...[...new Set(file.products.map((p) => p.group))]
      .filter((id) => !file.groups.some((g) => g.id === id))
      .map((id) => ({ id, label: fmt(text.unknownGroup, { group: id }) })),
  ];
  return (
    <Box
      component="nav"
      aria-label={text.productList}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 640, overflowY: 'auto' }}
    >
      {groups.map((g) => (
        <List
          key={g.id}
          dense
          disablePadding
          subheader={<ListSubheader sx={{ fontWeight: 700 }}>{g.label}</ListSubheader>}
        >
          {file.products.map((p, i) => {
            if (p.group !== g.id) return null;
            const bad = problemsUnder(problems, 'products', pointerOf('products', i)).length > 0;
            return (
              <ListItem key={p.key} disablePadding>
                <ListItemButton
                  selected={p.key === selected}
                  aria-current={p.key === selected ? 'true' : undefined}
                  onClick={() => onSelect(p.key)}
                  data-product-key={p.key}
                >
                  <ListItemText
                    primary={p.label || text.noLabel}
                    secondary={fmt(text.productLine, { type: p.type, key: p.key })}
                  />
                  {bad && <ErrorOutline color="error" titleAccess={text.hasProblem} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
