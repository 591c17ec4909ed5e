/** The actions' screens below an inquiries' list (`back`: /inquiry-logs or /monitor-activity). */
export const actionPaths = (back: string, inquiryId: unknown) => {
  const base = `${back}/actions/${inquiryId}`;
  return {
    list: base,
    board: `${base}/board`,
    create: `${base}/create`,
    show: (actionId: unknown) => `${base}/view/${actionId}`,
    edit: (actionId: unknown) => `${base}/edit/${actionId}`,
  };
};
