import { setupServer } from 'msw/node';

/** Every test starts with no handlers: an unanswered API call fails the test. */
export const server = setupServer();
