/** Makes a `switch` over a union fail to compile when a member is left unhandled. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
