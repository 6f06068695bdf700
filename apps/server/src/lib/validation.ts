// Request validation with the contracts' zod schemas. Unlike the type provider's stock compiler it
// asks zod to report each issue's input, so "missing" and "wrong type" get different messages.
// Before the schema, every string of the request (keys included) is checked for characters no value
// of this API may hold: NUL anywhere (the database cannot store it), and any control character in a
// path or query parameter. So a schema that forgets `text()` still never lets one through.
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

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NUL = /\u0000/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The path of the first string (or key) in `data` that `forbidden` matches, or undefined. Iterative,
 * because a body within the size limit can nest deeper than the call stack.
 */
function findForbidden(data: unknown, forbidden: RegExp): Array<string | number> | undefined {
  interface Node {
    value: unknown;
    parent: Node | null;
    key: string | number;
  }
  const pathOf = (node: Node) => {
    const path: Array<string | number> = [];
    for (let n: Node | null = node; n?.parent; n = n.parent) path.unshift(n.key);
    return path;
  };
  const stack: Node[] = [{ value: data, parent: null, key: '' }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (forbidden.test(value)) return pathOf(node);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: node, key: i });
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (forbidden.test(key)) return [...pathOf(node), key];
        stack.push({ value: child, parent: node, key });
      }
    }
  }
  return undefined;
}

function issue(keyword: string, path: PropertyKey[], message: string, params: Record<string, unknown>) {
  return {
    [ZOD_VALIDATION]: true,
    keyword,
    instancePath: `/${path.map(String).join('/')}`,
    schemaPath: `#/${path.map(String).join('/')}/${keyword}`,
    message,
    params,
  } satisfies ValidationIssue & { [ZOD_VALIDATION]: true };
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  const forbidden = httpPart === 'params' || httpPart === 'querystring' ? CONTROL : NUL;
  return (data) => {
    const bad = findForbidden(data, forbidden);
    if (bad) {
      return { error: [issue('invalid_format', bad, 'control character', { format: 'regex' })] as unknown as Error };
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues = result.error.issues.map((item) => {
      const { code, path, message, ...params } = item as typeof item & Record<string, unknown>;
      return issue(code, path, message, params);
    });
    return { error: issues as unknown as Error };
  };
};
