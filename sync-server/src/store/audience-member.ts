import type { ShareRole } from "@odo/domain";

export type AccessRole = "owner" | ShareRole;

/** Someone who sees a vehicle on their devices, and as what. */
export interface AudienceMember {
  userId: string;
  role: AccessRole;
}
