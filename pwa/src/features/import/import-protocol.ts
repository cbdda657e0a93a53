import type {
  Country,
  ImportChoices,
  ImportOutline,
  ImportPlan,
  ImportProblemKey,
  ParsedImport,
  SourceFile,
  VehicleTarget,
} from "@odo/domain";

/** What the screen asks the import worker: read the picked files, or plan the import they hold. */
export type ImportRequest =
  | { id: number; kind: "read"; files: SourceFile[]; timeZone: string }
  | {
      id: number;
      kind: "plan";
      parsed: ParsedImport;
      targets: Record<string, VehicleTarget>;
      choices: ImportChoices;
      /** The worker reads the account's vehicles and entries from the user's own database. */
      account: { authorId: string; country: Country; timeZone: string; now: string };
    };

export interface ImportFileProblem {
  key: ImportProblemKey;
  file: string;
  line: number;
  detail: string;
}

export type ImportReply =
  | { id: number; kind: "read"; parsed: ParsedImport; outline: ImportOutline }
  | { id: number; kind: "plan"; plan: ImportPlan }
  | { id: number; kind: "problem"; problem: ImportFileProblem };
