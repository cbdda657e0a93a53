/**
 * A map keyed twice (a kind, then an id): looking an entry up makes nothing, where a joined
 * string key would be made for each of a first pull's tens of thousands of rows.
 */
export class TwoKeyMap<A, B, V> {
  readonly #outer = new Map<A, Map<B, V>>();

  get(a: A, b: B): V | undefined {
    return this.#outer.get(a)?.get(b);
  }

  has(a: A, b: B): boolean {
    return this.#outer.get(a)?.has(b) ?? false;
  }

  set(a: A, b: B, value: V): void {
    let inner = this.#outer.get(a);
    if (!inner) {
      inner = new Map();
      this.#outer.set(a, inner);
    }
    inner.set(b, value);
  }

  delete(a: A, b: B): void {
    this.#outer.get(a)?.delete(b);
  }
}
