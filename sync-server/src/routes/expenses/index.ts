import { expenseSchema, expenseUpdateSchema, idSchema } from "@odo/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writing } from "../../deps.js";
import { deleteExpense, updateExpense } from "../../expense/expenses.js";
import { errorReplies, messageReply, payloadReply } from "../schemas.js";

const tags = ["expenses"];
const byId = z.object({ id: idSchema });

/** One expense by its id, the same services the `expense.*` sync mutations run. */
export async function expenseRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    "/:id",
    {
      schema: {
        tags,
        summary: "Change an expense's fields (null clears km, a recurrence or the period paid)",
        params: byId,
        body: expenseUpdateSchema,
        response: { 200: payloadReply(expenseSchema), ...errorReplies },
      },
    },
    async (request) => ({
      code: 200,
      message: "EXPENSE_UPDATED",
      payload: await writing(app.deps, (deps) => updateExpense(deps, request.user, request.params.id, request.body)),
    }),
  );

  routes.delete(
    "/:id",
    {
      schema: {
        tags,
        summary: "Delete an expense",
        params: byId,
        response: { 200: messageReply, ...errorReplies },
      },
    },
    async (request) => {
      await writing(app.deps, (deps) => deleteExpense(deps, request.user, request.params.id));
      return { code: 200, message: "EXPENSE_DELETED" };
    },
  );
}
