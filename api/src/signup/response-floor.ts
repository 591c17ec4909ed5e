/** Runs work and answers no sooner than `ms` after the start, for success and failure alike. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work();
  } finally {
    await floor;
  }
}
