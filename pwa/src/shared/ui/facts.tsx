import type { ReactNode } from "react";

/** A list of labelled values (a vehicle's details, an entry's). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="facts">{children}</dl>;
}

/** One labelled value; `wide` takes the whole row (a long text). */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "fact wide" : "fact"}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
