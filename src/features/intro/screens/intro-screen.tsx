import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { ProductCatalogue } from '../components/product-catalogue';

type IntroTypes = typeof messages.pages.intro.types;
type IntroKey = keyof IntroTypes;

/**
 * `/intro/<page>` → its text: `product/region-recommend` reads `types.productRegionRecommend`
 * (the checker finds a products.json catalogue page's text the same way); other pages read
 * `types.generic`.
 */
function introKey(page: string, types: IntroTypes): IntroKey {
  const key = page.replace(/[/-]([a-z])/g, (_, c: string) => c.toUpperCase());
  return Object.hasOwn(types, key) ? (key as IntroKey) : 'generic';
}

export default function IntroScreen() {
  const introText = useConfig(messages.pages.intro);

  const page = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const key = introKey(page, introText.types);
  const content = introText.types[key];
  const isAuth = useSession((s) => s.isAuth);
  const isProduct = page.startsWith('product/') && key !== 'generic';

  return (
    <Box sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 6, mb: 4, bgcolor: 'grey.50' }}>
        <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
          {content.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 3 }}>
          {content.lead}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
          {content.points.map((p) => (
            <Box component="li" key={p} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CheckIcon color="primary" fontSize="small" aria-hidden />
              <Typography>{p}</Typography>
            </Box>
          ))}
        </Stack>
        {isAuth ? (
          isProduct && (
            <Button to={href('product-purchase')} size="lg">
              {introText.ctaLogin}
            </Button>
          )
        ) : (
          <Button to={href('join-consult')} size="lg">
            {introText.ctaGuest}
          </Button>
        )}
      </Paper>
      {isProduct && <ProductCatalogue page={page} />}
    </Box>
  );
}
