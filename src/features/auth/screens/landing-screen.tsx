import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

const FEATURES = [
  { key: 'room', to: href('intro', { '*': 'dabang' }) },
  { key: 'product', to: href('intro', { '*': 'product/guide' }) },
  { key: 'gongsil', to: href('intro', { '*': 'gongsil' }) },
  { key: 'sign', to: href('intro', { '*': 'sign' }) },
  { key: 'tool', to: href('intro', { '*': 'agent-tool' }) },
] as const;

export default function LandingScreen() {
  const landingText = useConfig(messages.pages.landing);

  return (
    <Box sx={{ py: 8 }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="landing-title"
        sx={{ textAlign: 'center', py: 8, px: 4, borderRadius: 3 }}
      >
        <Typography id="landing-title" component="h1" variant="h2" sx={{ mb: 2 }}>
          {landingText.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 4 }}>
          {landingText.lead}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button to={href('login')} size="xl">
            {landingText.login}
          </Button>
          <Button kind="outline" to={href('join-consult')} size="xl">
            {landingText.joinConsult}
          </Button>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="landing-features" sx={{ mt: 8 }}>
        <Typography id="landing-features" component="h2" variant="h4" sx={{ mb: 3 }}>
          {landingText.featuresTitle}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 2 }}>
          {FEATURES.map(({ key, to }) => (
            <Paper
              key={key}
              variant="outlined"
              sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <Typography component="h3" variant="h6">
                {landingText.features[key].title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {landingText.features[key].body}
              </Typography>
              <Box sx={{ alignSelf: 'flex-start' }}>
                <Button kind="link" to={to} size="sm">
                  {landingText.introLink}
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    {` (${landingText.features[key].title})`}
                  </Box>
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
