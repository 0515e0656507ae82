import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/** One block of the gallery: its title and its samples, three to a row (or one per row). */
export interface GallerySection {
  id: string;
  title: string;
  samples: readonly ReactNode[];
  /** 'stack' puts one sample per row (wide blocks such as the icon-focus radio). */
  layout?: 'grid' | 'stack';
}

export function GallerySectionView({ section }: { section: GallerySection }) {
  const stack = section.layout === 'stack';
  return (
    <Box
      component="section"
      aria-labelledby={`cat-${section.id}`}
      data-block={section.id}
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 3, mb: 3 }}
    >
      <Typography
        id={`cat-${section.id}`}
        component="h2"
        sx={{ fontSize: 18, fontWeight: 700, mb: stack ? 3 : 2 }}
      >
        {section.title}
      </Typography>
      <Box
        sx={
          stack
            ? { display: 'flex', flexDirection: 'column', gap: 3 }
            : {
                display: 'grid',
                gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                gap: 3,
                alignItems: 'start',
              }
        }
      >
        {section.samples.map((sample, i) => (
          <Fragment key={i}>{sample}</Fragment>
        ))}
      </Box>
    </Box>
  );
}
