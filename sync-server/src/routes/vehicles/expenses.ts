import { expenseCreateSchema, expenseSchema, idSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { reading, writing } from "../../deps.js";
import { addExpense, listExpenses } from "../../expense/expenses.js";
import { errorReplies, ok, payloadReply } from "../schemas.js";

const tags = ["expenses"];
const byId = z.object({ id: idSchema });

/** A vehicle's expenses: insurance, tax, tolls, parking, fines, payments (the owner's and the household's). */
export async function vehicleExpenseRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/:id/expenses",
    {
      schema: {
        tags,
        summary: "The vehicle's expenses, newest first (its owner and household only)",
        params: byId,
        response: { 200: payloadReply(z.array(expenseSchema)), ...errorReplies },
      },
    },
    async (request) => ok(await reading(app.deps, (deps) => listExpenses(deps, request.user, request.params.id))),
  );

  routes.post(
    "/:id/expenses",
    {
      config: { apiKey: "log" },
      schema: {
        tags,
        summary: "Log an expense, once or as the first of a series every N months",
        description:
          "`moveDueDate=true` on an insurance or tax payment moves the vehicle's due date forward by the period paid (`coversMonths`, else the recurrence's period, else a year).",
        params: byId,
        querystring: z.object({ moveDueDate: z.enum(["true", "false"]).default("false") }),
        body: expenseCreateSchema,
        response: { 201: payloadReply(expenseSchema), ...errorReplies },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        code: 201,
        message: "EXPENSE_CREATED",
        payload: await writing(app.deps, (deps) =>
          addExpense(deps, request.user, request.params.id, request.body, request.query.moveDueDate === "true"),
        ),
      };
    },
  );
}
