import { afterAll } from "vitest";
import { closeLeftPhones } from "./phones.js";

// Each browser file ends with its phones closed, whether its tests closed them or failed first.
afterAll(closeLeftPhones);
