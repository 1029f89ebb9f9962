import { defineConfig } from 'drizzle-kit';

// Platform tables live in platform/db/schema.ts, and the jobs without a table of their own in
// platform/jobs/job-schema.ts; each business module keeps its own in modules/<area>/schema.ts and, where that
// grows large, in <part>-schema.ts files beside it.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/schema.ts', './src/platform/jobs/job-schema.ts', './src/modules/*/*schema.ts'],
  out: './drizzle',
});
