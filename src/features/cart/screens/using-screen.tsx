import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { productUsingQueryOptions } from '../api/get-product-using';
import { QueryList } from '../components/query-list';
import { RegularPayments } from '../components/regular-payments';
import { UsingStateChip } from '../components/using-state-chip';

/** /product/list/using: bought products with their periods and state (예정, 이용중, 만료);
 * 연장하기 opens the cart with a renewal, once per line (a renewed line says 연장됨). */
export default function ProductUsingScreen() {
  const usingText = useConfig(messages.cart).using;

  const query = useQuery(productUsingQueryOptions());
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, flex: 1 }}>
          {usingText.title}
        </Typography>
        <Button to={href('product-purchase')}>{usingText.buy}</Button>
      </Box>
      <QueryList query={query} isEmpty={(d) => d.length === 0} emptyText={usingText.empty}>
        {(data) => (
          <Table aria-label={usingText.title}>
            <TableHead>
              <TableRow>
                <TableCell>{usingText.name}</TableCell>
                <TableCell>{usingText.option}</TableCell>
                <TableCell align="right">{usingText.quantity}</TableCell>
                <TableCell>{usingText.period}</TableCell>
                <TableCell>{usingText.state}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((u) => (
                <TableRow key={u.id} data-using-id={u.id} data-state={u.state}>
                  <TableCell>{u.name}</TableCell>
                  <TableCell>{u.option?.name ?? '-'}</TableCell>
                  <TableCell align="right">{u.quantity}</TableCell>
                  <TableCell>
                    {u.periodFrom} ~ {u.periodTo}
                  </TableCell>
                  <TableCell>
                    <UsingStateChip state={u.state} periodFrom={u.periodFrom} />
                  </TableCell>
                  <TableCell align="right">
                    {u.renewed ? (
                      <Typography
                        component="span"
                        title={usingText.renewedNote}
                        sx={{ fontSize: 13, color: 'text.secondary', whiteSpace: 'nowrap' }}
                      >
                        {usingText.renewed}
                      </Typography>
                    ) : (
                      <Button
                        kind="outline"
                        to={href('product-purchase', { query: { renewId: u.id } })}
                        size="sm"
                        aria-label={fmt(usingText.renewLabel, { name: u.name })}
                      >
                        {usingText.renew}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryList>
      <RegularPayments />
    </>
  );
}
