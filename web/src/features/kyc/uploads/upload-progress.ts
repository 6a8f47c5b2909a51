/** Where a document's upload is during a submission. */
export type UploadProgress = Readonly<{ state: "sending"; fraction: number } | { state: "done" } | { state: "failed"; message: string }>;
