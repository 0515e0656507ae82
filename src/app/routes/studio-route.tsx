import { lazy } from 'react';
import { staffOnly } from '../guards/staff-only-guard';

// The guard resolves at once; the studio chunk itself loads only for staff. Both stay out of the
// first page's bundle: brokers never open /studio.
export default staffOnly(lazy(() => import('@/features/studio/screens/studio-screen')));
