/** An entry that is not on this device (deleted, or its vehicle's history not here): its kind's words. */
export function EntryNotFound({ title }: { title: string }) {
  return (
    <main id="main" className="page narrow center">
      <h1>{title}</h1>
    </main>
  );
}
