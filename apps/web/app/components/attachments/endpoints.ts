/** Where a side of the site uploads and fetches attachments, and with which login. */
export interface AttachmentEndpoints {
  /** The upload route's path ('/user-story-attachments' or '/staff/attachments'). */
  uploadPath: string;
  /** The path of a file, and of its thumbnail, by id. */
  filePath: (id: string) => string;
  thumbnailPath: (id: string) => string;
  token: () => string | null;
}
