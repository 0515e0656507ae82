import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { productsConfig } from '@/generated/config/products';
import { fmt } from '@/lib/format-message';

const introText = messages.pages.intro;
const groupLabel = (id: string) => productsConfig.groups.find((g) => g.id === id)?.label ?? id;

/** Catalogue entries of the given groups (all groups when none), with default period and quantity. */
export function ProductCatalogue({ groups, types }: { groups?: string[]; types?: number[] }) {
  const rows = productsConfig.products.filter(
    (p) => (!groups || groups.includes(p.group)) && (!types || types.includes(p.type)),
  );
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="intro-catalogue">
      <Typography id="intro-catalogue" component="h2" variant="h5" sx={{ mb: 2 }}>
        {introText.catalogueTitle}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-labelledby="intro-catalogue">
          <TableHead>
            <TableRow>
              <TableCell>{introText.columns.label}</TableCell>
              <TableCell sx={{ width: 180 }}>{introText.columns.group}</TableCell>
              <TableCell sx={{ width: 140 }}>{introText.columns.defaultDay}</TableCell>
              <TableCell sx={{ width: 140 }}>{introText.columns.defaultQuantity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.type}>
                <TableCell>{p.label}</TableCell>
                <TableCell>{groupLabel(p.group)}</TableCell>
                <TableCell>{fmt(introText.days, { n: p.defaultDay })}</TableCell>
                <TableCell>{fmt(introText.quantity, { n: p.defaultQuantity })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
