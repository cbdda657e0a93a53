/** heic-decode ships no types: what Odo's image worker uses of it (a CommonJS function). */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: ArrayLike<number>;
  }
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
  export = decode;
}
