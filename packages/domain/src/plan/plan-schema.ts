import { oneOf } from "../shared/one-of.js";
import { plans } from "./plans.js";

export const planSchema = oneOf(plans);
