import { apiErrorSchema, refreshResponseSchema } from '@alvorada/contracts';

// Imported on demand (an error answer, a token renewal): zod stays out of the first screens' scripts.
export { apiErrorSchema };
export const renewalAnswerSchema = refreshResponseSchema.partial({ refreshToken: true });
