import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { productsConfig, type ProductsConfig } from '@/generated/config/products';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { catalogueRows } from '../model/catalogue-rows';

const groupLabel = (catalogue: ProductsConfig, id: string) =>
  catalogue.groups.find((g) => g.id === id)?.label ?? id;

/** The catalogue table of an intro page, with each product's default period and quantity. */
export function ProductCatalogue({ page }: { page: string }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const introText = useConfig(messages.pages.intro);
  const catalogue = useConfig(productsConfig);

  const rows = catalogueRows(page, catalogue);
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
              <TableRow key={p.key}>
                <TableCell>{p.label}</TableCell>
                <TableCell>{groupLabel(catalogue, p.group)}</TableCell>
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
