import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { pointerOf, problemsUnder } from '../../model/problems';
import type { StudioProblem } from '../../model/studio-section';
import type { ProductsFile } from './catalogue-model';
import { moveProduct, placeInGroup } from './catalogue-order';

const moveId = (key: string, by: -1 | 1) => `studio-move-${by < 0 ? 'up' : 'down'}-${key}`;

/**
 * Products by group, each marked when the checker found a problem in it, with buttons that move
 * a product up or down among its group's products: the order brokers see on /product/purchase.
 */
export function ProductList({
  file,
  selected,
  problems,
  onSelect,
  onChange,
}: {
  file: ProductsFile;
  selected: string | null;
  problems: readonly StudioProblem[];
  onSelect: (key: string) => void;
  onChange: (next: ProductsFile) => void;
}) {
  const text = useConfig(messages.studio).catalogue;
  const [moved, setMoved] = useState<{ key: string; by: -1 | 1 } | null>(null);

  // The moved row's button keeps the focus (the row changed places; at the end of its group the
  // button is off, so its partner takes it), so arrows can be pressed again from the keyboard.
  useEffect(() => {
    if (!moved) return;
    const own = document.getElementById(moveId(moved.key, moved.by)) as HTMLButtonElement | null;
    const other = document.getElementById(moveId(moved.key, -moved.by as -1 | 1));
    (own && !own.disabled ? own : other)?.focus();
  }, [moved, file]);

  const groups = [
    ...file.groups.map((g) => ({ id: g.id, label: g.label })),
    // Products whose group is missing stay reachable (the checker reports them).
    ...[...new Set(file.products.map((p) => p.group))]
      .filter((id) => !file.groups.some((g) => g.id === id))
      .map((id) => ({ id, label: fmt(text.unknownGroup, { group: id }) })),
  ];
  const movedProduct = moved && file.products.find((p) => p.key === moved.key);
  const move = (key: string, by: -1 | 1) => {
    onChange(moveProduct(file, key, by));
    setMoved({ key, by });
  };
  return (
    <Box>
      <Box
        component="nav"
        aria-label={text.productList}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          maxHeight: 640,
          overflowY: 'auto',
        }}
      >
        {groups.map((g) => (
          <List
            key={g.id}
            dense
            disablePadding
            aria-labelledby={`studio-cat-group-${g.id}`}
            subheader={
              <ListSubheader id={`studio-cat-group-${g.id}`} sx={{ fontWeight: 700 }}>
                {g.label}
              </ListSubheader>
            }
          >
            {file.products.map((p, i) => {
              if (p.group !== g.id) return null;
              const bad = problemsUnder(problems, 'products', pointerOf('products', i)).length > 0;
              const { index, count } = placeInGroup(file, p.key);
              const name = p.label || text.noLabel;
              return (
                <ListItem
                  key={p.key}
                  disablePadding
                  secondaryAction={
                    <Box sx={{ display: 'flex' }}>
                      <IconButton
                        id={moveId(p.key, -1)}
                        size="small"
                        aria-label={fmt(text.moveUpOf, { product: name })}
                        disabled={index <= 0}
                        onClick={() => move(p.key, -1)}
                      >
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                      <IconButton
                        id={moveId(p.key, 1)}
                        size="small"
                        aria-label={fmt(text.moveDownOf, { product: name })}
                        disabled={index >= count - 1}
                        onClick={() => move(p.key, 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </Box>
                  }
                  sx={{ '& .MuiListItemButton-root': { pr: 10 } }}
                >
                  <ListItemButton
                    selected={p.key === selected}
                    aria-current={p.key === selected ? 'true' : undefined}
                    onClick={() => onSelect(p.key)}
                    data-product-key={p.key}
                  >
                    <ListItemText
                      primary={name}
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
      <Typography role="status" sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>
        {movedProduct
          ? fmt(text.movedTo, {
              product: movedProduct.label || text.noLabel,
              group:
                file.groups.find((g) => g.id === movedProduct.group)?.label ?? movedProduct.group,
              n: placeInGroup(file, movedProduct.key).index + 1,
            })
          : text.orderNote}
      </Typography>
    </Box>
  );
}
