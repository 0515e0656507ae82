import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { formatDealAsGiven } from '@/lib/format-money';
import type { FakeReportDetail, InflowType } from '../api/get-agent-treat-detail';
import {
  buildingUseLabel,
  formatSavedTime,
  listingNumber,
  reasonLabel,
  sourceLabel,
} from '../model/format';

/** The reported listing, one labelled row per fact, as the self-handling popup shows it. */
export function ReportDetailTable({
  detail,
  inflowType,
}: {
  detail: FakeReportDetail;
  inflowType: InflowType;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const selfHandlingText = useConfig(messages.reports).selfHandling;
  const columns = selfHandlingText.columns;

  const rows: [string, ReactNode][] = [
    [columns.roomNo, listingNumber(detail, inflowType)],
    [columns.source, sourceLabel(detail.inflowType ?? inflowType)],
    [columns.savedTime, formatSavedTime(detail.savedTime)],
    [
      columns.reason,
      <Box key="reason" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <span>{reasonLabel(detail.reasonType)}</span>
        <Button
          size="sm"
          kind="outline"
          onClick={() => window.alert(detail.reasonDescription || selfHandlingText.noDescription)}
        >
          {selfHandlingText.detail}
        </Button>
      </Box>,
    ],
    [columns.buildingUse, buildingUseLabel(detail)],
    [
      columns.deal,
      formatDealAsGiven({ type: detail.leaseType, deposit: detail.deposit, price: detail.price }),
    ],
    [columns.address, detail.address],
    [columns.contact, detail.formatAgentContact],
  ];
  return (
    <Table size="small" sx={{ mt: 1.5, borderTop: 2, borderColor: 'text.primary' }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell
              component="th"
              scope="row"
              sx={{ width: 140, bgcolor: 'scale.gray.50', fontWeight: 600 }}
            >
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
