// The tests' own demo accounts and their data: each browser journey that changes data signs in
// to an account of its own, so the specs sharing one seeded server keep their numbers. Written
// after the product's demo data (server/db/seed/) by the e2e server (tests/e2e/support/serve.ts),
// the server tests' template and apps (server/test/pglite-template.ts, helpers.ts freshApp) and
// the operations tests' child servers (serve-ops.ts); `npm start` and `npm run dev` never hold
// them, nor print them.
import type { AreaSeed } from '../../db/seed/table.ts';
import { FIDELITY_ACCOUNTS, seedFidelity } from './fidelity.ts';
import { GONGSIL_LISTING_ACCOUNTS, seedGongsilListing } from './gongsil-listing.ts';
import { CLAIM_SIGN_ACCOUNTS, seedClaimSign } from './journeys-claim-sign.ts';
import { JOURNEY_ACCOUNTS, seedJourneys } from './journeys.ts';
import { LIFECYCLE_ACCOUNTS, seedLifecycle } from './lifecycle.ts';
import { LISTING_ACCOUNTS, seedListings } from './listings.ts';
import { MOBILE_ACCOUNTS, seedMobile } from './mobile.ts';
import { MONEY_ACCOUNTS, seedMoney } from './money.ts';
import { NOTIFICATION_ACCOUNTS, seedNotifications } from './notifications.ts';
import { PAYMENT_ACCOUNTS, seedPayments } from './payments.ts';
import { SEGMENT_ACCOUNTS, SEGMENT_STAFF, seedSegments } from './segments.ts';
import { CATALOGUE_ACCOUNTS, seedStudioCatalogue } from './studio-catalogue.ts';
import { EDITOR_ACCOUNTS, seedStudioEditors } from './studio-editors.ts';

/** Staff accounts among TEST_ACCOUNTS (they have no office screens). */
export const TEST_STAFF_ACCOUNTS = [...EDITOR_ACCOUNTS, ...SEGMENT_STAFF, ...CATALOGUE_ACCOUNTS];

/** Every test account, each with what its tests do with it. */
export const TEST_ACCOUNTS: readonly { email: string; what: string }[] = [
  ...EDITOR_ACCOUNTS,
  ...CATALOGUE_ACCOUNTS,
  ...LISTING_ACCOUNTS,
  ...JOURNEY_ACCOUNTS,
  ...CLAIM_SIGN_ACCOUNTS,
  ...FIDELITY_ACCOUNTS,
  ...MONEY_ACCOUNTS,
  ...SEGMENT_ACCOUNTS,
  ...LIFECYCLE_ACCOUNTS,
  ...GONGSIL_LISTING_ACCOUNTS,
  ...PAYMENT_ACCOUNTS,
  ...NOTIFICATION_ACCOUNTS,
  ...MOBILE_ACCOUNTS,
];

/** The test data, in the order it was written when it was part of the product seed. */
export const TEST_SEEDS: readonly AreaSeed[] = [
  (q, ctx) => seedJourneys(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedStudioEditors(q, ctx.passwordHash),
  (q, ctx) => seedListings(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedFidelity(q, ctx.passwordHash),
  (q, ctx) => seedClaimSign(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedMoney(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedSegments(q, ctx.passwordHash),
  (q, ctx) => seedLifecycle(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedStudioCatalogue(q, ctx.passwordHash),
  (q, ctx) => seedGongsilListing(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedPayments(q, ctx.passwordHash),
  (q, ctx) => seedNotifications(q, ctx.passwordHash, ctx.now),
  (q, ctx) => seedMobile(q, ctx.passwordHash, ctx.now),
];
