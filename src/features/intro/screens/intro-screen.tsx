import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useSession } from '@/session';
import { ProductCatalogue } from '../components/product-catalogue';

const introText = messages.pages.intro;
type IntroKey = keyof typeof introText.types;

/** /intro/<type> → content key and, for product pages, the catalogue filter. */
const PAGES: Record<string, { key: IntroKey; groups?: string[]; types?: number[] }> = {
  dabang: { key: 'dabang' },
  'agent-tool': { key: 'agentTool' },
  gongsil: { key: 'gongsil' },
  sign: { key: 'sign' },
  'product/guide': { key: 'productGuide', groups: [] },
  'product/region-recommend': { key: 'productRegionRecommend', types: [90] },
  'product/naver': { key: 'productNaver', groups: ['naver'] },
  'product/icon-focus': { key: 'productIconFocus', groups: ['focus'] },
  'product/package': { key: 'productPackage', groups: ['package'] },
  'product/general': { key: 'productGeneral', groups: ['general'] },
  'product/plus': { key: 'productPlus', groups: ['plus'] },
  'product/premium': { key: 'productPremium', types: [1, 2, 3] },
  'product/complex': { key: 'productComplex', groups: ['complex'] },
  'product/sign': { key: 'productSign', groups: ['sign'] },
};

export default function IntroScreen() {
  const type = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const page = PAGES[type] ?? { key: 'generic' as const };
  const content = introText.types[page.key];
  const isAuth = useSession((s) => s.isAuth);
  const isProduct = type.startsWith('product/') && page.key !== 'generic';

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
      {isProduct && (
        <ProductCatalogue
          groups={page.groups?.length ? page.groups : undefined}
          types={page.types}
        />
      )}
    </Box>
  );
}
