/** After a refused submit, moves focus to the first field marked invalid (once React has drawn the errors). */
export function focusFirstInvalid(root: ParentNode = document): void {
  setTimeout(() => root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
