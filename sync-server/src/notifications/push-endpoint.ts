import { pushEndpointMaxLength, pushSubscriptionSchema } from "@odo/domain";
import { z } from "zod";

/**
 * The body `POST /users/push-subscriptions` takes when the test-only setting lets a local push
 * service on loopback in (it speaks plain `http:`); `reachableEndpoint` still refuses every
 * `http:` endpoint that is not on loopback.
 */
export const loopbackPushSubscriptionSchema = pushSubscriptionSchema.extend({
  endpoint: z.url({ protocol: /^https?$/ }).max(pushEndpointMaxLength),
});
