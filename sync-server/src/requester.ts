import type { UserRole } from "@odo/domain";

/** Who a request or a pushed mutation acts for: every service takes one. */
export interface Requester {
  id: string;
  role: UserRole;
}
