import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { messages } from '@/generated/config/messages';
import { uiConfig, type UiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { choiceSections } from './choice-sections';
import { datePickerSection, fieldSections } from './field-sections';
import { GallerySectionView, type GallerySection } from './gallery-section';

/** The gallery's blocks in page order. */
const gallerySections = (F: typeof messages.form, ui: UiConfig): readonly GallerySection[] => [
  ...fieldSections(F),
  ...choiceSections(F, ui),
  datePickerSection(F),
];

/**
 * /dev/form-blocks: every house form block in every state, for developers. Registered only in
 * a dev build (src/app/screens.ts), so it is no part of the production bundle. The page is the
 * data in field-sections.tsx and choice-sections.tsx; each sample keeps its own value.
 */
export default function FormBlocksGalleryScreen() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const F = useConfig(messages.form);
  const ui = useConfig(uiConfig);
  const sections = useMemo(() => gallerySections(F, ui), [F, ui]);
  const text = F.catalogue;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', py: 5, px: 2 }}>
      <Typography component="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.intro}</Typography>
      {sections.map((section) => (
        <GallerySectionView key={section.id} section={section} />
      ))}
    </Box>
  );
}
