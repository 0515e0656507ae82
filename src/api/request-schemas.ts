// Request-body schemas generated from spec/openapi.yaml, for forms that post them: a form
// validates with the same rules the server enforces, so the two cannot drift apart.
export { requestBodySchemas } from '@/generated/api/zod';
