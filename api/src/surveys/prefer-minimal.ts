/** The request asks for a minimal answer (RFC 7240 `Prefer: return=minimal`), in any of its Prefer headers. */
export function prefersReturnMinimal(prefer: string | string[] | undefined): boolean {
  return [prefer ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .some((p) => /^return\s*=\s*"?minimal"?$/i.test(p.split(';')[0].trim()));
}
