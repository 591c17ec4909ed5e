/** The results of an inquiry, as the super admin uploaded them or as they are derived from the answers. */
export const resultPath = (name: string, inquiryId: string) =>
  `/UploadResultDocument/${name}/${encodeURIComponent(inquiryId)}`;
