// Request validation with the contracts' zod schemas. Unlike the type provider's stock compiler it
// asks zod to report each issue's input, so "missing" and "wrong type" get different messages.
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** The marker the type provider uses, so its hasZodFastifySchemaValidationErrors() recognises ours. */
const ZOD_VALIDATION = Symbol.for('ZodFastifySchemaValidationError');

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: Record<string, unknown>;
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((issue) => {
      const { code, path, message, ...params } = issue as typeof issue & Record<string, unknown>;
      return {
        [ZOD_VALIDATION]: true,
        keyword: code,
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/${code}`,
        message,
        params,
      } satisfies ValidationIssue & { [ZOD_VALIDATION]: true };
    });
    return { error: issues as unknown as Error };
  };
