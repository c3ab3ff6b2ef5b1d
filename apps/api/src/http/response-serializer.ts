import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { toJSONSchema, type ZodType } from 'zod';

/**
 * Answers are written by serializers compiled from their zod schemas (issue 12: lean answers), not
 * by parsing every answer with zod at run time: the compiled function writes only the properties
 * the schema names, so a row's extra columns (a password hash, a cost price) never leave the server,
 * exactly as zod's stripping did, at a fraction of the cost.
 *
 * Compiling is deferred to a route's first answer: an app builds hundreds of routes, and tests build
 * an app per file, most of whose routes never answer.
 */
export const compiledSerializer: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= fastJson(toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as object);
    return serialize(data);
  };
};
