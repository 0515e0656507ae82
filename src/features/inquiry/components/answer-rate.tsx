import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { inquiryStatsQueryOptions } from '../api/get-inquiry-stats';

/** The office's 48-hour answer rate over the last 30 days, with how it is counted. Nothing is
 * shown while it loads or when the server cannot say (the list stays usable). */
export function AnswerRate() {
  const t = useConfig(messages.pages.inquiry).listings;

  const stats = useQuery(inquiryStatsQueryOptions());
  if (!stats.data) return null;
  const s = stats.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="answer-rate-title"
      sx={{ p: 2.5, mb: 3, display: 'flex', gap: 3, alignItems: 'center' }}
    >
      <Box sx={{ minWidth: 200 }}>
        <Typography id="answer-rate-title" variant="body2" sx={{ fontWeight: 600 }}>
          {t.rateTitle}
        </Typography>
        <Typography
          data-testid="answer-rate"
          sx={{ fontSize: 32, fontWeight: 700, color: 'primary.main', lineHeight: 1.3 }}
        >
          {s.rate === null ? t.rateNone : fmt(t.rateValue, { rate: Math.round(s.rate * 100) })}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2">
          {fmt(t.rateDetail, { due: s.due, inTime: s.answeredInTime, waiting: s.waiting })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t.rateRule}
        </Typography>
      </Box>
    </Paper>
  );
}
