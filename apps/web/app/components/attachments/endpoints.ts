/** Where a side of the site uploads and fetches attachments, and with which login. */
export interface AttachmentEndpoints {
  /** The upload route's path ('/user-story-attachments' or '/staff/attachments'). */
  uploadPath: string;
  /** The path of a file, and of its thumbnail, by id. */
  filePath: (id: string) => string;
  thumbnailPath: (id: string) => string;
  token: () => string | null;
  /** Other headers that prove the caller where no login is (a chat's browser secret). */
  headers?: () => Record<string, string>;
}

/** What each request of these endpoints carries: the login, if any, and the side's own headers. */
export const endpointHeaders = (endpoints: AttachmentEndpoints): Record<string, string> => {
  const token = endpoints.token();
  return { ...(token && { authorization: `Bearer ${token}` }), ...endpoints.headers?.() };
};
