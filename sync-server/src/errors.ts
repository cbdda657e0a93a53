// The refusal type is the domain's: shared mutators throw it on both sides.
export { ApiError, accepted } from "@odo/domain";
