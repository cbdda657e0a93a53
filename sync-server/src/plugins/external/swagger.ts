import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { apiKeyPrefix, appVersion, mutationArgsSchemas } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

/** The object a schema checks, under its refinements, transforms, defaults and optionality. */
function objectOf(schema: unknown): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return objectOf(schema.unwrap());
  }
  return undefined;
}

type JsonObject = { properties?: Record<string, JsonObject>; required?: string[] };

/** Marks in a JSON schema, at every level of objects, the fields the zod schema requires. */
function markRequired(schema: unknown, json: JsonObject): void {
  const object = objectOf(schema);
  if (!object || !json.properties) return;
  const required = requiredFields(object) ?? [];
  if (required.length > 0) json.required = required;
  else delete json.required;
  for (const [name, field] of Object.entries(object.shape)) {
    const inner = json.properties[name];
    if (inner) markRequired(field, inner);
  }
}

/**
 * The sync protocol's mutations, documented for a third-party client: `POST /sync/push` carries
 * `{mid, name, args}`, and each name's args are the schema `MutationArgs.<name>`.
 */
function mutationArgsComponents(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(mutationArgsSchemas).map(([name, schema]) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonObject & {
        $schema?: string;
      };
      delete json.$schema;
      markRequired(schema, json);
      return [`MutationArgs.${name}`, json];
    }),
  );
}

/**
 * The fields a request must carry, as its schema decides: a field that does not take "absent".
 * The generated document reads a field read through a preprocess (a date that takes "2026-05-01"
 * or a Date) as optional; a client of the REST API must know `date` is required.
 */
function requiredFields(schema: unknown): string[] | undefined {
  const object = objectOf(schema);
  if (!object) return undefined;
  return Object.entries(object.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}

const transform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const required = requiredFields((input.schema as { body?: unknown }).body);
  const body = (result.schema as { body?: { required?: string[] } }).body;
  if (body && required) {
    if (required.length > 0) body.required = required;
    else delete body.required;
  }
  return result;
};

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export const swagger = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: "Odo API", version: appVersion, description: "Accounts, garage and sync API of Odo." },
        components: {
          securitySchemes: {
            bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
            apiKey: {
              type: "http",
              scheme: "bearer",
              description: `A personal API key (\`${apiKeyPrefix}…\`, made in the app's settings), sent as a bearer token.`,
            },
          },
        },
      },
      transform,
      // Built with the document, on its first request: converting every mutation's schema took
      // 35–90 ms at each start of a server that mostly never serves its docs.
      transformObject: (document) => {
        if (!("openapiObject" in document)) return document.swaggerObject;
        const { openapiObject } = document;
        openapiObject.components ??= {};
        const { components } = openapiObject;
        components.schemas = { ...components.schemas, ...(mutationArgsComponents() as Record<string, object>) };
        return openapiObject;
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  },
  { name: "swagger" },
);
